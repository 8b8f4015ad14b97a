import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { parseFilter, storeFilter } from "#server/admin/filters.ts";
import { createLeadStore } from "#server/leads/store.ts";
import { DEFAULT_OFFICE_HOURS } from "#server/reports/office-hours.ts";
import { loadReport } from "#server/reports/report.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { insertMade } from "#tests/report-records.ts";
import { reportSections } from "./reports.server";

const range = { preset: "custom" as const, from: "2026-11-02", to: "2026-11-15" };

describe.each(testBackends)("the report's links on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    await insertMade(
      db,
      [
        { id: "a", at: "2026-11-01T18:30:00.000Z", status: "won", course: "CCNA" },
        { id: "b", at: "2026-11-08T18:29:00.000Z", kind: "lead", status: "lost", utmSource: "google" },
        { id: "c", at: "2026-11-08T18:30:00.000Z", status: "contacted", referrer: "https://x.example/" },
        { id: "d", at: "2026-11-09T05:00:00.000Z", course: "CCNA" },
        { id: "e", at: "2026-11-10T05:00:00.000Z", spam: true },
        { id: "f", at: "2026-11-03T04:00:00.000Z", spam: true, status: "new" },
        { id: "out", at: "2026-11-15T18:30:00.000Z", status: "won" },
      ],
      [
        { record: "b", kind: "status", body: "qualified", at: "2026-11-09T10:00:00.000Z" },
        { record: "f", kind: "not-spam", body: "new", at: "2026-11-03T06:00:00.000Z" },
      ],
    );
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });

  it("links each count to an inbox list of exactly that many records", async () => {
    const report = await loadReport(db, range, DEFAULT_OFFICE_HOURS);
    const store = createLeadStore(db, []);
    const links: { count: number; href: string }[] = [];
    for (const section of reportSections(report, (query) => `/admin?${new URLSearchParams(query)}`))
      for (const table of section.tables)
        for (const row of table.rows)
          for (const cell of row.cells)
            if (cell.href) links.push({ count: Number.parseInt(cell.text, 10), href: cell.href });
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      const filter = storeFilter(parseFilter(new URL(link.href, "http://x").searchParams));
      const { total } = await store.list(filter);
      expect({ href: link.href, total }).toEqual({ href: link.href, total: link.count });
    }
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
