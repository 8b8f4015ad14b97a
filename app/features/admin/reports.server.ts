import type { AppLoadContext } from "react-router";
import { liveContent } from "#app/lib/live-content.server.ts";
import { toCsv } from "#server/admin/csv.ts";
import { funnelStages, origins, type FunnelStage } from "#server/leads/report-terms.ts";
import { parseOfficeHours } from "#server/reports/office-hours.ts";
import {
  addDays,
  nextMonth,
  parseRange,
  presetLabels,
  rangePresets,
  rangeQuery,
  type RangeErrors,
} from "#server/reports/range.ts";
import type { FunnelRow, Report, ResponseRow } from "#server/reports/report.ts";
import { percent } from "#server/reports/stats.ts";
import { may } from "#common/staff-access.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { courseById } from "#app/content/courses.ts";
import type { BookingCounts, BookingFigures } from "#server/reports/bookings.ts";
import { funnelBars, palette, responseBars, stackedWeeks } from "./report-charts.server";
import { requireAccess } from "./session.server";

/**
 * /admin/reports and its CSV: the report's figures as tables (each count linked to the inbox
 * listing the records it counts, for those who may open the inbox) and the charts drawn from
 * the same numbers. Counts and staff names only: never a visitor's name or contact.
 */

export type ReportCell = { text: string; href?: string };
export type ReportTable = { caption: string; head: string[]; rows: { head: string; cells: ReportCell[] }[] };
export type ReportSection = {
  id: string;
  title: string;
  note?: string;
  charts: { svg: string; key: { label: string; color: string }[] }[];
  tables: ReportTable[];
};

const originLabels = { campaign: "Campaign", referrer: "Referrer", direct: "Direct" } as const;
const kindLabels: Record<string, string> = { enquiry: "Contact form", lead: "Chat", booking: "Booking" };
const stageLabels: Record<FunnelStage, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
};
const funnelColors = ["#bfdbfe", "#60a5fa", "#2563eb", "#1e3a8a"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2 Nov" for "2026-11-02". */
const dayLabel = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** "45 min", "3.5 h", "2.1 d", or a dash when nothing was answered. */
export function duration(minutes: number | undefined): string {
  if (minutes === undefined) return "–";
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 6) / 10} h`;
  return `${Math.round(minutes / 144) / 10} d`;
}

/** A month's days ("YYYY-MM") within a period. */
function monthDays(month: string, period: { from: string; to: string }) {
  const first = `${month}-01`;
  const last = addDays(nextMonth(first), -1);
  return { from: first < period.from ? period.from : first, to: last > period.to ? period.to : last };
}

/** The sections of a report; `inbox` builds a count's link to the inbox, or gives none. */
export function reportSections(
  report: Report,
  inbox: (query: Record<string, string>) => string | undefined,
  courseName: (id: string) => string = (id) => courseById(id)?.name ?? id,
): ReportSection[] {
  const { range } = report;
  const count = (n: number, query: Record<string, string>): ReportCell => ({
    text: String(n),
    href: n > 0 ? inbox({ view: "all", ...query }) : undefined,
  });
  /** A count and, when there is a whole to take it of, its percentage. */
  const withRate = (cell: ReportCell, rate: number | undefined): ReportCell =>
    rate === undefined ? cell : { ...cell, text: `${cell.text} (${rate}%)` };
  const weekHead = (w: { week: string; from: string; to: string }) =>
    w.from === w.week ? `Week of ${dayLabel(w.week)}` : `${dayLabel(w.from)}–${dayLabel(w.to)}`;
  const whole = { from: range.from, to: range.to };

  // Leads per week.
  const originSeries = origins.map((o) => ({ key: o, label: originLabels[o] }));
  const kindSeries = report.kinds.map((k) => ({ key: k, label: kindLabels[k] ?? k }));
  // A week cut by the period is named by its first day in it, as in the tables.
  const weekRows = report.weeks.map((w) => ({ w, label: dayLabel(w.from) }));
  const keyOf = (series: { label: string }[]) =>
    series.map((s, i) => ({ label: s.label, color: palette[i]! }));
  const leads: ReportSection = {
    id: "leads",
    title: "Leads per week",
    note: "Weeks start on Monday (IST). Spam is counted apart, below.",
    charts: [
      {
        svg: stackedWeeks(
          weekRows.map(({ w, label }) => ({ label, values: w.byOrigin })),
          originSeries,
          "Leads per week by source: campaign, referrer or direct (figures in the table below)",
        ),
        key: keyOf(originSeries),
      },
      {
        svg: stackedWeeks(
          weekRows.map(({ w, label }) => ({ label, values: w.byKind })),
          kindSeries,
          "Leads per week by channel (figures in the table below)",
        ),
        key: keyOf(kindSeries),
      },
    ],
    tables: [
      {
        caption: "Leads per week by source",
        head: ["Week", ...originSeries.map((s) => s.label), "Total"],
        rows: report.weeks.map((w) => ({
          head: weekHead(w),
          cells: [
            ...origins.map((o) => count(w.byOrigin[o], { from: w.from, to: w.to, origin: o })),
            count(w.total, { from: w.from, to: w.to }),
          ],
        })),
      },
      {
        caption: "Leads per week by channel",
        head: ["Week", ...kindSeries.map((s) => s.label), "Total"],
        rows: report.weeks.map((w) => ({
          head: weekHead(w),
          cells: [
            ...report.kinds.map((k) =>
              // The inbox filters the two channels it knows; other kinds are counted without a link.
              k in kindLabels
                ? count(w.byKind[k] ?? 0, { from: w.from, to: w.to, type: k })
                : { text: String(w.byKind[k] ?? 0) },
            ),
            count(w.total, { from: w.from, to: w.to }),
          ],
        })),
      },
    ],
  };

  // The funnel.
  const funnelTable = (
    caption: string,
    first: string,
    rows: FunnelRow[],
    query: (key: string) => Record<string, string>,
  ) => ({
    caption,
    head: [first, ...funnelStages.map((s) => stageLabels[s]), "New to won", "Paid (bookings)"],
    rows: rows.map((r) => ({
      head: r.key,
      cells: [
        ...funnelStages.map((s, i) => {
          const cell = count(r.counts[s], { ...whole, ...query(r.key), ...(i > 0 ? { reached: s } : {}) });
          return i > 0 ? withRate(cell, percent(r.counts[s], r.counts[funnelStages[i - 1]!])) : cell;
        }),
        { text: `${percent(r.counts.won, r.counts.new) ?? 0}%` },
        withRate(count(r.paid, { ...whole, ...query(r.key), paid: "1" }), percent(r.paid, r.counts.new)),
      ],
    })),
  });
  const funnelChart = (rows: FunnelRow[], label: string) =>
    funnelBars(
      rows.map((r) => ({ label: r.key, counts: funnelStages.map((s) => r.counts[s]) })),
      funnelStages.map((s) => stageLabels[s]),
      label,
    );
  const stageKey = funnelStages.map((s, i) => ({ label: stageLabels[s], color: funnelColors[i]! }));
  const byOrigin = report.funnel.byOrigin.map((r) => ({
    ...r,
    key: originLabels[r.key as keyof typeof originLabels],
  }));
  const funnel: ReportSection = {
    id: "funnel",
    title: "From new to won",
    note: "A record counts at every step it passed, even if it was lost later. Each step's percentage is of the step before. Paid: bookings paid for online or marked paid, as a percentage of new.",
    charts: [
      {
        svg: funnelChart(byOrigin, "How far leads went, by source (figures in the table below)"),
        key: stageKey,
      },
      {
        svg: funnelChart(
          report.funnel.byCourse.slice(0, 8),
          "How far leads went, by course (figures in the table below)",
        ),
        key: stageKey,
      },
    ],
    tables: [
      funnelTable(
        "By source",
        "Source",
        [{ ...report.funnel.total, key: "All" }, ...byOrigin],
        (key): Record<string, string> =>
          key === "All" ? {} : { origin: origins.find((o) => originLabels[o] === key)! },
      ),
      funnelTable("By course", "Course", report.funnel.byCourse, (key) => ({ course: key })),
    ],
  };

  // How fast sales answer.
  const people = [report.response.overall, ...report.response.byPerson];
  const sides = (r: ResponseRow) => [
    { who: r.who, side: "Office hours", ...r.inside },
    { who: r.who, side: "Outside hours", ...r.outside },
  ];
  // Each count links to the records behind its median and 90th percentile: those this person
  // answered first (everyone's, for the overall row), arrived inside or outside office hours.
  const answered = (r: ResponseRow, side: "all" | "inside" | "outside"): ReportCell[] => [
    count(r[side].n, { ...whole, answered: r.answeredBy, ...(side === "all" ? {} : { hours: side }) }),
    { text: duration(r[side].median) },
    { text: duration(r[side].p90) },
  ];
  const response: ReportSection = {
    id: "response",
    title: "How fast sales answer",
    note: "From a lead's arrival (or its release from spam) to its first status change or note, by who answered. Office hours are those on the contact page.",
    charts: [
      {
        svg: responseBars(
          people.flatMap(sides),
          "Median minutes to the first answer, per person, in and outside office hours; the tick marks the 90th percentile (figures in the table below)",
        ),
        key: [
          { label: "Office hours (median)", color: palette[0]! },
          { label: "Outside hours (median)", color: palette[1]! },
          { label: "90th percentile (tick)", color: "#0f172a" },
        ],
      },
    ],
    tables: [
      {
        caption: "Time to first answer",
        head: [
          "Who answered",
          "Answered",
          "Median",
          "90th percentile",
          "Office hours: answered",
          "Office hours: median",
          "Office hours: 90th pct.",
          "Outside hours: answered",
          "Outside hours: median",
          "Outside hours: 90th pct.",
        ],
        rows: people.map((r) => ({
          head: r.who,
          cells: [...answered(r, "all"), ...answered(r, "inside"), ...answered(r, "outside")],
        })),
      },
      {
        caption: "Waiting for a first answer",
        head: ["Records", "Count"],
        rows: [
          {
            head: "Not answered yet",
            cells: [count(report.response.unanswered, { ...whole, answered: "nobody" })],
          },
        ],
      },
    ],
  };

  // Spam.
  const spamSeries = [
    { key: "kept", label: "Kept as spam" },
    { key: "released", label: "Released as real" },
  ];
  const spam: ReportSection = {
    id: "spam",
    title: "Spam kept and released",
    note: "Records held as suspected spam in the week they came in: still held, or released as real.",
    charts: [
      {
        svg: stackedWeeks(
          report.spam.map((w) => ({
            label: dayLabel(w.from),
            values: { kept: w.kept, released: w.released },
          })),
          spamSeries,
          "Spam per week, kept and released as real (figures in the table below)",
        ),
        key: keyOf(spamSeries),
      },
    ],
    tables: [
      {
        caption: "Spam per week",
        head: ["Week", ...spamSeries.map((s) => s.label)],
        rows: report.spam.map((w) => ({
          head: weekHead(w),
          cells: [
            count(w.kept, { from: w.from, to: w.to, status: "spam" }),
            count(w.released, { from: w.from, to: w.to, released: "1" }),
          ],
        })),
      },
    ],
  };
  return [leads, funnel, response, spam, bookingsSection(report.bookings, whole, count, courseName)];
}

/**
 * Bookings and revenue by course and month, and seat fill per batch: sums, never a buyer. The
 * revenue links to the paid bookings it adds up.
 */
function bookingsSection(
  figures: BookingFigures,
  whole: { from: string; to: string },
  count: (n: number, query: Record<string, string>) => ReportCell,
  courseName: (id: string) => string,
): ReportSection {
  const rupees = (paise: number) => Math.round(paise / 100);
  const countHead = ["Bookings", "Paid", "Revenue"];
  const countCells = (c: BookingCounts, query: Record<string, string>): ReportCell[] => {
    const paid = count(c.paid, { type: "booking", ...query, paid: "1" });
    return [
      count(c.bookings, { type: "booking", ...query }),
      paid,
      { text: formatRupees(c.revenuePaise), href: paid.href },
    ];
  };
  const monthLabel = (m: string) => `${MONTHS[Number(m.slice(5)) - 1]} ${m.slice(0, 4)}`;
  const batchLabel = (b: BookingFigures["seats"][number]) =>
    `${courseName(b.courseId)}, ${dayLabel(b.startDate)} ${b.startDate.slice(0, 4)} (${b.timing})`;
  return {
    id: "bookings",
    title: "Bookings and seats",
    note: "Bookings made in the period, by the month they were made (IST). Revenue is what was paid less refunds, GST included. Seat fill is of the batches published at /admin/content, all bookings counted.",
    charts: [
      {
        svg:
          figures.byCourse.length === 0
            ? ""
            : funnelBars(
                figures.byCourse.map((c) => ({
                  label: courseName(c.courseId),
                  counts: [rupees(c.revenuePaise)],
                })),
                ["Revenue"],
                "Revenue by course, in rupees (figures in the table below)",
                "Rupees",
              ),
        key: [{ label: "Revenue (₹)", color: funnelColors[0]! }],
      },
      {
        svg: stackedWeeks(
          figures.byMonth.map((m) => ({
            label: monthLabel(m.month),
            values: { revenue: rupees(m.revenuePaise) },
          })),
          [{ key: "revenue", label: "Revenue" }],
          "Revenue by month, in rupees (figures in the table below)",
          "Rupees",
        ),
        key: [{ label: "Revenue (₹)", color: palette[0]! }],
      },
      {
        svg:
          figures.seats.length === 0
            ? ""
            : funnelBars(
                figures.seats.map((b) => ({ label: batchLabel(b), counts: [b.seats, b.paid] })),
                ["Seats", "Paid"],
                "Seats paid for of the seats offered, per batch (figures in the table below)",
                "Seats",
              ),
        key: [
          { label: "Seats", color: funnelColors[0]! },
          { label: "Paid", color: funnelColors[1]! },
        ],
      },
    ],
    tables: [
      {
        caption: "Bookings by course",
        head: ["Course", ...countHead],
        rows: figures.byCourse.map((c) => ({
          head: courseName(c.courseId),
          cells: countCells(c, { ...whole, booked: c.courseId }),
        })),
      },
      {
        caption: "Bookings by month",
        head: ["Month", ...countHead],
        rows: figures.byMonth.map((m) => ({
          head: monthLabel(m.month),
          cells: countCells(m, { ...monthDays(m.month, whole), booked: "any" }),
        })),
      },
      {
        caption: "Seat fill per batch",
        head: ["Batch", "Seats", "Paid", "Filled"],
        rows: figures.seats.map((b) => ({
          head: batchLabel(b),
          cells: [
            { text: String(b.seats) },
            count(b.paid, { seat: b.batchKey }),
            { text: `${percent(b.paid, b.seats) ?? 0}%` },
          ],
        })),
      },
    ],
  };
}

/** What the report is read in: the query's range, the content's office hours, who may follow links. */
async function reportFor(request: Request, context: AppLoadContext, as: "page" | "download") {
  const { admin, user } = await requireAccess(context, request, { as });
  const url = new URL(request.url);
  const parsed = parseRange(url.searchParams);
  const { content } = await liveContent(context);
  const report = await admin.report(
    parsed.range,
    parseOfficeHours(content.contact.officeHours),
    content.batches,
  );
  // Marketing may not open the inbox: its figures carry no links.
  const inbox = may(user.role, "leads")
    ? (query: Record<string, string>) => `/admin?${new URLSearchParams(query).toString()}`
    : () => undefined;
  return { parsed, report, sections: reportSections(report, inbox) };
}

export async function reportsPage(request: Request, context: AppLoadContext) {
  const { parsed, report, sections } = await reportFor(request, context, "page");
  const errors: RangeErrors = parsed.errors;
  return {
    range: report.range,
    rangeLabel: `${dayLabel(report.range.from)} ${report.range.from.slice(0, 4)} to ${dayLabel(report.range.to)} ${report.range.to.slice(0, 4)}`,
    presets: rangePresets.map((p) => ({ value: p, label: presetLabels[p] })),
    typed: Object.keys(errors).length > 0 ? parsed.typed : { from: report.range.from, to: report.range.to },
    errors,
    csv: `/admin/reports.csv?${rangeQuery(report.range)}`,
    sections,
  };
}
export type ReportsPageData = Awaited<ReturnType<typeof reportsPage>>;

/** /admin/reports.csv: every table of the page, one after another, with the same numbers. */
export async function reportsCsv(request: Request, context: AppLoadContext): Promise<Response> {
  const { report, sections } = await reportFor(request, context, "download");
  const rows: string[][] = [[`Arivu report, ${report.range.from} to ${report.range.to} (IST)`]];
  for (const section of sections)
    for (const table of section.tables) {
      rows.push([], [`${section.title}: ${table.caption}`], table.head);
      for (const row of table.rows) rows.push([row.head, ...row.cells.map((c) => c.text)]);
    }
  return new Response(`\uFEFF${toCsv(rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="arivu-report-${report.range.from}-to-${report.range.to}.csv"`,
    },
  });
}
