import type { Db } from "#server/db/index.ts";
import { builtContact, escapeHtml, htmlDocument, type ContactSource } from "#server/leads/email.ts";
import { startOncePerDay } from "#server/leads/once-a-day.ts";
import { admins } from "#server/leads/owners.ts";
import type { StaffEmail } from "#server/leads/staff-emails.ts";
import { log as logger } from "#server/log.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { parseOfficeHours, type OfficeHours } from "./office-hours";
import { addDays, mondayOf } from "./range";
import { loadReport, type Report } from "./report";

/**
 * Monday's email to each admin: last week's figures (Monday to Sunday, IST) beside the week
 * before's, queued through the outbox once across every instance, as the morning digest is.
 */

const CLAIM = "weekly-report";

type Figure = readonly [label: string, now: number | undefined, before: number | undefined, rupees?: boolean];

/** The figures the email lists, each with last week's value and the week before's. */
function figures(last: Report, before: Report): Figure[] {
  const sum = (r: Report, pick: (w: Report["weeks"][number]) => number) =>
    r.weeks.reduce((n, w) => n + pick(w), 0);
  const spam = (r: Report, key: "kept" | "released") => r.spam.reduce((n, w) => n + w[key], 0);
  const booked = (r: Report, key: "bookings" | "paid" | "revenuePaise") =>
    r.bookings.byMonth.reduce((n, m) => n + m[key], 0);
  const both = (label: string, pick: (r: Report) => number | undefined, rupees?: boolean): Figure => [
    label,
    pick(last),
    pick(before),
    rupees,
  ];
  return [
    both("Leads", (r) => sum(r, (w) => w.total)),
    both("From campaigns", (r) => sum(r, (w) => w.byOrigin.campaign)),
    both("From other sites", (r) => sum(r, (w) => w.byOrigin.referrer)),
    both("Direct", (r) => sum(r, (w) => w.byOrigin.direct)),
    both("Contact form", (r) => sum(r, (w) => w.byKind.enquiry ?? 0)),
    both("Chat", (r) => sum(r, (w) => w.byKind.lead ?? 0)),
    both("Contacted", (r) => r.funnel.total.counts.contacted),
    both("Qualified", (r) => r.funnel.total.counts.qualified),
    both("Won", (r) => r.funnel.total.counts.won),
    both("Median minutes to first answer", (r) => r.response.overall.all.median),
    both("… to leads that came in during office hours", (r) => r.response.overall.inside.median),
    both("… to leads that came in outside office hours", (r) => r.response.overall.outside.median),
    both("Bookings", (r) => booked(r, "bookings")),
    both("Paid bookings", (r) => booked(r, "paid")),
    both("Revenue (paid less refunds)", (r) => booked(r, "revenuePaise"), true),
    both("Spam kept", (r) => spam(r, "kept")),
    both("Spam released as real", (r) => spam(r, "released")),
  ];
}

/** "+3", "−2", "no change", or "–" when either week has no figure; `show` writes the difference. */
export function change(
  now: number | undefined,
  before: number | undefined,
  show: (n: number) => string = String,
): string {
  if (now === undefined || before === undefined) return "–";
  const d = Math.round((now - before) * 10) / 10;
  return d === 0 ? "no change" : d > 0 ? `+${show(d)}` : `−${show(-d)}`;
}

/** The email for the week that starts on `monday` (IST), to each admin; `hours` as the content says them. */
export async function weeklyReportEmails(
  db: Db,
  siteUrl: string,
  monday: string,
  hours: OfficeHours,
): Promise<StaffEmail[]> {
  const week = (from: string) => ({ preset: "custom" as const, from, to: addDays(from, 6) });
  const [last, before] = await Promise.all([
    loadReport(db, week(monday), hours),
    loadReport(db, week(addDays(monday, -7)), hours),
  ]);
  const rows = figures(last, before).map(([label, now, prev, rupees]) => {
    const show = rupees ? formatRupees : String;
    return {
      label,
      now: now === undefined ? "–" : show(now),
      prev: prev === undefined ? "–" : show(prev),
      change: change(now, prev, show),
    };
  });
  const link = `${siteUrl.replace(/\/+$/, "")}/admin/reports?range=custom&from=${monday}&to=${addDays(monday, 6)}`;
  const subject = `Last week: ${rows[0]!.now} leads (${rows[0]!.change} on the week before)`;
  const intro = `The week of ${monday} to ${addDays(monday, 6)} (IST), beside the week before.`;
  const text = [
    intro,
    ...rows.map((r) => `${r.label}: ${r.now} (week before ${r.prev}, ${r.change})`),
    `The charts and every figure's records: ${link}`,
  ].join("\n");
  const cell = (v: unknown) =>
    `<td style="padding:4px 12px 4px 0;text-align:right">${escapeHtml(String(v))}</td>`;
  const html = htmlDocument(
    subject,
    [
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
      `<table style="border-collapse:collapse"><thead><tr><th style="text-align:left;padding-right:12px">Figure</th><th>Last week</th><th>Week before</th><th>Change</th></tr></thead><tbody>`,
      ...rows.map(
        (r) =>
          `<tr><th scope="row" style="text-align:left;font-weight:normal;padding:4px 12px 4px 0">${escapeHtml(r.label)}</th>${cell(r.now)}${cell(r.prev)}${cell(r.change)}</tr>`,
      ),
      `</tbody></table>`,
      `<p style="margin:12px 0 0"><a href="${escapeHtml(link)}" style="color:#0b57d0">Open the report</a></p>`,
    ].join("\n"),
  );
  return (await admins(db)).map((person) => ({
    id: `weekly-report:${monday}:${person.id}`,
    to: person.email,
    subject,
    text: `${text}\n`,
    html,
  }));
}

export type WeeklyReportOptions = {
  db: Db;
  siteUrl: string;
  /** The contact details as published: their office hours split the answer times. */
  contact?: ContactSource;
  /** When it goes on Mondays, HH:MM in IST. */
  at?: string;
  checkEveryMs?: number;
  /** An instance that starts later than this after the time sends nothing that week. */
  lateByMs?: number;
  now?: () => Date;
  queued?: () => void;
  log?: (message: string) => void;
};

/** On Monday past `at` IST, once across every instance on the database (once-a-day.ts). */
export function startWeeklyReport({
  db,
  siteUrl,
  contact = builtContact,
  at = "09:30",
  checkEveryMs = 60_000,
  lateByMs = 3 * 3600_000,
  now = () => new Date(),
  queued = () => {},
  log = (m) => logger.info(m),
}: WeeklyReportOptions) {
  return startOncePerDay({
    db,
    claim: CLAIM,
    label: "weekly report",
    emails: (day) =>
      weeklyReportEmails(db, siteUrl, addDays(day, -7), parseOfficeHours(contact().officeHours)),
    at,
    on: (day) => mondayOf(day) === day,
    checkEveryMs,
    lateByMs,
    now,
    queued,
    log,
  });
}
