import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { parseFilter, storeFilter } from "#server/admin/filters.ts";
import { createLeadStore } from "#server/leads/store.ts";
import { DEFAULT_OFFICE_HOURS, parseOfficeHours } from "#server/reports/office-hours.ts";
import { loadReport } from "#server/reports/report.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { bookingRow } from "#tests/bookings.ts";
import { insertMade } from "#tests/report-records.ts";
import { addStaff } from "#tests/staff.ts";
import type { AdminContext } from "#server/admin/admin-context.ts";
import type { SeatBatch } from "#server/reports/bookings.ts";
import type { OfficeHours } from "#server/reports/office-hours.ts";
import type { ReportRange } from "#server/reports/range.ts";
import { reportSections, reportsCsv, reportsPage } from "./reports.server";

const range = { preset: "custom" as const, from: "2026-11-02", to: "2026-11-15" };
const asha = "asha@arivu.test";
const ravi = "ravi@arivu.test";
/** Not the seed's hours: the links must follow the content's. */
const hours = parseOfficeHours("Mon–Fri, 10:00 AM – 6:00 PM IST");
const batches = [{ courseId: "ccna", startDate: "2026-12-07", timing: "weekend", seats: 10 }];

describe.each(testBackends)("the report's links on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    await addStaff(db, { name: "Asha", email: asha });
    await addStaff(db, { name: "Ravi", email: ravi });
    await insertMade(
      db,
      [
        { id: "a", at: "2026-11-01T18:30:00.000Z", status: "won", course: "CCNA" },
        { id: "b", at: "2026-11-08T18:29:00.000Z", kind: "lead", status: "lost", utmSource: "google" },
        { id: "c", at: "2026-11-08T18:30:00.000Z", status: "contacted", referrer: "https://x.example/" },
        { id: "d", at: "2026-11-09T05:00:00.000Z", course: "CCNA" },
        { id: "e", at: "2026-11-10T05:00:00.000Z", spam: true },
        { id: "f", at: "2026-11-03T04:00:00.000Z", spam: true, status: "new" },
        // Fri 9:45 IST: open by the seed's hours (from 9:30), closed by these (from 10:00).
        { id: "g", at: "2026-11-06T04:15:00.000Z", kind: "booking", course: "CCNA" },
        { id: "h", at: "2026-11-12T05:00:00.000Z", kind: "booking", course: "AWS" },
        { id: "out", at: "2026-11-15T18:30:00.000Z", status: "won" },
      ],
      [
        { record: "a", kind: "note", body: "Called", actor: asha, at: "2026-11-02T05:00:00.000Z" },
        // A change the site made itself names no one: it is nobody's answer.
        { record: "b", kind: "status", body: "qualified", at: "2026-11-09T10:00:00.000Z" },
        { record: "c", kind: "status", body: "contacted", actor: ravi, at: "2026-11-08T19:00:00.000Z" },
        { record: "d", kind: "status", body: "contacted", actor: ravi, at: "2026-11-09T06:00:00.000Z" },
        { record: "d", kind: "note", body: "Later", actor: asha, at: "2026-11-09T07:00:00.000Z" },
        { record: "f", kind: "note", body: "While held", actor: ravi, at: "2026-11-03T05:00:00.000Z" },
        { record: "f", kind: "not-spam", body: "new", at: "2026-11-03T06:00:00.000Z" },
        { record: "f", kind: "note", body: "Real", actor: asha, at: "2026-11-03T06:30:00.000Z" },
        { record: "g", kind: "note", body: "Booked", actor: ravi, at: "2026-11-06T04:20:00.000Z" },
        { record: "out", kind: "note", body: "Called", actor: asha, at: "2026-11-16T05:00:00.000Z" },
      ],
    );
    const paidAt = "2026-11-06T05:00:00.000Z";
    await db
      .insertInto("bookings")
      .values([
        bookingRow("g", { state: "paid", paid_at: paidAt, paid_paise: 2_950_000, created_at: paidAt }),
        bookingRow("h", { batch_key: "aws-2026-12-01-weekday", course_id: "aws", start_date: "2026-12-01" }),
      ])
      .execute();
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });

  it("links each count to an inbox list of exactly that many records", async () => {
    const report = await loadReport(db, range, hours, batches);
    const store = createLeadStore(db, []);
    const links: { count: number; href: string }[] = [];
    const linked = new Set<string>();
    for (const section of reportSections(report, (query) => `/admin?${new URLSearchParams(query)}`))
      for (const table of section.tables)
        for (const row of table.rows)
          for (const [i, cell] of row.cells.entries()) {
            if (!cell.href) continue;
            linked.add(`${table.caption}: ${table.head[i + 1]}`);
            // A revenue links to the paid bookings it adds up, as the count beside it does.
            if (cell.text.startsWith("₹")) expect(cell.href).toBe(row.cells[i - 1]!.href);
            else links.push({ count: Number.parseInt(cell.text, 10), href: cell.href });
          }
    expect([...linked].sort()).toEqual([
      "Bookings by course: Bookings",
      "Bookings by course: Paid",
      "Bookings by course: Revenue",
      "Bookings by month: Bookings",
      "Bookings by month: Paid",
      "Bookings by month: Revenue",
      "By course: Contacted",
      "By course: New",
      "By course: Paid (bookings)",
      "By course: Qualified",
      "By course: Won",
      "By source: Contacted",
      "By source: New",
      "By source: Paid (bookings)",
      "By source: Qualified",
      "By source: Won",
      "Leads per week by channel: Booking",
      "Leads per week by channel: Chat",
      "Leads per week by channel: Contact form",
      "Leads per week by channel: Total",
      "Leads per week by source: Campaign",
      "Leads per week by source: Direct",
      "Leads per week by source: Referrer",
      "Leads per week by source: Total",
      "Seat fill per batch: Paid",
      "Spam per week: Kept as spam",
      "Spam per week: Released as real",
      "Time to first answer: Answered",
      "Time to first answer: Office hours: answered",
      "Time to first answer: Outside hours: answered",
      "Waiting for a first answer: Count",
    ]);
    for (const link of links) {
      const filter = storeFilter(parseFilter(new URL(link.href, "http://x").searchParams), {
        officeHours: hours,
      });
      const { total } = await store.list(filter);
      expect({ href: link.href, total }).toEqual({ href: link.href, total: link.count });
    }
  });

  it("counts each person's first answers in and outside the content's office hours", async () => {
    const report = await loadReport(db, range, hours, batches);
    const table = reportSections(report, () => undefined)
      .flatMap((s) => s.tables)
      .filter((t) => t.caption === "Time to first answer" || t.caption === "Waiting for a first answer");
    const rows = table.flatMap((t) => t.rows.map((r) => [r.head, ...r.cells.map((c) => c.text)]));
    // a: Mon 00:00 IST, closed; c: Mon 00:00, closed; d: Mon 10:30, open; f: released Tue
    // 11:30, open; g: Fri 9:45, closed till 10:00. b (moved by the site) and h have no answer.
    expect(rows.map((r) => [r[0], r[1], r[4], r[7]])).toEqual([
      ["Everyone", "5", "2", "3"],
      ["Asha", "2", "1", "1"],
      ["Ravi", "3", "1", "2"],
      ["Not answered yet", "2", undefined, undefined],
    ]);
  });

  it("gives each funnel step its conversion: of the step before, and paid bookings of new", async () => {
    const report = await loadReport(db, range, hours, batches);
    const funnel = reportSections(report, () => undefined).find((s) => s.id === "funnel")!;
    const byCourse = funnel.tables.find((t) => t.caption.includes("course"))!;
    expect(byCourse.rows.find((r) => r.head === "CCNA")!.cells.map((c) => c.text)).toEqual([
      "3",
      "2 (67%)",
      "1 (50%)",
      "1 (100%)",
      "33%",
      "1 (33%)",
    ]);
  });

  it("gives no link where the viewer may not open the inbox", async () => {
    const report = await loadReport(db, range, DEFAULT_OFFICE_HOURS);
    const cells = reportSections(report, () => undefined).flatMap((s) =>
      s.tables.flatMap((t) => t.rows.flatMap((r) => r.cells)),
    );
    expect(cells.some((c) => c.href)).toBe(false);
  });

  it("shows bookings' revenue in rupees by course name, and each batch's seats filled", async () => {
    const report = await loadReport(db, range, DEFAULT_OFFICE_HOURS);
    const bookings = {
      byCourse: [{ courseId: "ccna", bookings: 3, paid: 2, revenuePaise: 3_900_000 }],
      byMonth: [{ month: "2026-11", bookings: 3, paid: 2, revenuePaise: 3_900_000 }],
      seats: [
        {
          courseId: "ccna",
          startDate: "2026-12-07",
          timing: "weekend",
          seats: 20,
          batchKey: "ccna-2026-12-07-weekend",
          paid: 5,
        },
      ],
    };
    const section = reportSections({ ...report, bookings }, () => undefined).find(
      (s) => s.id === "bookings",
    )!;
    const rows = Object.fromEntries(
      section.tables.map((t) => [t.caption, t.rows.map((r) => [r.head, ...r.cells.map((c) => c.text)])]),
    );
    expect(rows).toEqual({
      "Bookings by course": [["CCNA", "3", "2", "₹39,000.00"]],
      "Bookings by month": [["Nov 2026", "3", "2", "₹39,000.00"]],
      "Seat fill per batch": [["CCNA, 7 Dec 2026 (weekend)", "20", "5", "25%"]],
    });
    expect(section.charts.map((c) => c.svg.startsWith("<svg"))).toEqual([true, true, true]);
  });
});

describe.each(testBackends)("the report's courses on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  // Free text in the course (stored by the old form), and the new form's "Other" with its text.
  const freeText = "A. Visitor a.visitor@example.com +91 98400 77777";
  const otherText = "Kubernetes, call me on 98400 66666";
  const now = new Date().toISOString();

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    await insertMade(db, [
      { at: now, course: "CCNA" },
      { at: now, course: freeText },
      { at: now, course: "Other", courseOther: otherText },
      { at: now },
    ]);
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });

  /** /admin/reports (its .data) and its CSV as a signed-in `role` sees them. */
  const asRole = (role: "marketing" | "admin") => {
    const user = {
      id: "u1",
      email: "meera@arivu-test.in",
      name: "Meera",
      role,
      actor: "meera@arivu-test.in",
    };
    const admin = {
      currentUser: async () => user,
      report: (r: ReportRange, h: OfficeHours, b: readonly SeatBatch[]) => loadReport(db, r, h, b),
    } as unknown as AdminContext;
    return {
      page: () => reportsPage(new Request("http://x/admin/reports?range=7"), { admin }),
      csv: () =>
        reportsCsv(new Request("http://x/admin/reports.csv?range=7"), { admin }).then((r) => r.text()),
    };
  };

  it("groups only on catalogue courses: any other text counts as Other and is shown to no one", async () => {
    const marketing = asRole("marketing");
    const data = await marketing.page();
    const byCourse = data.sections.flatMap((s) => s.tables).find((t) => t.caption === "By course")!;
    expect(byCourse.rows.map((r) => [r.head, r.cells[0]!.text])).toEqual([
      ["Other", "2"],
      ["(none)", "1"],
      ["CCNA", "1"],
    ]);
    const csv = await marketing.csv();
    expect(csv).toContain("\r\nOther,2,");
    for (const text of [JSON.stringify(data), csv])
      for (const personal of ["a.visitor", "98400", "Visitor", "Kubernetes"])
        expect(text).not.toContain(personal);

    // The admin follows the Other figure to exactly its records, in the inbox, where the text is read.
    const tables = (await asRole("admin").page()).sections.flatMap((s) => s.tables);
    const href = tables.find((t) => t.caption === "By course")!.rows.find((r) => r.head === "Other")!
      .cells[0]!.href!;
    const filter = storeFilter(parseFilter(new URL(href, "http://x").searchParams), {});
    const { items } = await createLeadStore(db, []).list(filter);
    expect(items.map((s) => s.courseOther ?? s.courseInterest).sort()).toEqual([freeText, otherText].sort());
  });
});
