import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { insertMade, type MadeActivity, type MadeRecord } from "#tests/report-records.ts";
import { addStaff } from "#tests/staff.ts";
import { DEFAULT_OFFICE_HOURS } from "./office-hours";
import { loadReport } from "./report";

/**
 * Two IST weeks, 2 to 15 November 2026, with records on both sides of each edge: Sunday 23:59
 * IST is 18:29 UTC, Monday 00:00 IST is 18:30 UTC.
 */
const range = { preset: "custom" as const, from: "2026-11-02", to: "2026-11-15" };
const records: MadeRecord[] = [
  { id: "before", at: "2026-11-01T18:29:00.000Z" },
  { id: "B", at: "2026-11-01T18:30:00.000Z", status: "won" },
  {
    id: "C",
    at: "2026-11-08T18:29:00.000Z",
    kind: "lead",
    status: "lost",
    utmSource: "google",
    utmCampaign: "ccna-nov",
  },
  {
    id: "D",
    at: "2026-11-08T18:30:00.000Z",
    status: "contacted",
    referrer: "https://blog.example.org/x",
    course: "CCNA",
  },
  { id: "E", at: "2026-11-09T05:00:00.000Z", kind: "booking" },
  { id: "F", at: "2026-11-10T05:00:00.000Z", spam: true },
  { id: "G", at: "2026-11-03T04:00:00.000Z", spam: true, status: "new" },
  { id: "after", at: "2026-11-15T18:30:00.000Z" },
];
const asha = "asha@arivu.test";
const ravi = "ravi@arivu.test";
const activity: MadeActivity[] = [
  { record: "B", kind: "status", body: "contacted", actor: asha, at: "2026-11-01T18:40:00.000Z" },
  { record: "B", kind: "status", body: "won", actor: asha, at: "2026-11-05T10:00:00.000Z" },
  { record: "C", kind: "assign", body: "Ravi", actor: ravi, at: "2026-11-08T18:35:00.000Z" },
  { record: "C", kind: "status", body: "qualified", actor: ravi, at: "2026-11-08T19:29:00.000Z" },
  { record: "C", kind: "status", body: "lost", actor: ravi, at: "2026-11-10T19:29:00.000Z" },
  { record: "E", kind: "note", body: "Called", actor: asha, at: "2026-11-09T05:30:00.000Z" },
  { record: "G", kind: "not-spam", body: "new", actor: asha, at: "2026-11-03T06:00:00.000Z" },
  { record: "G", kind: "note", body: "Real", actor: ravi, at: "2026-11-03T06:05:00.000Z" },
];

describe.each(testBackends)("the report's figures on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    await addStaff(db, { name: "Asha", email: asha });
    await addStaff(db, { name: "Ravi", email: ravi });
    await insertMade(db, records, activity);
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });

  it("counts leads per IST week (Monday to Sunday) by origin and by channel, spam apart", async () => {
    const report = await loadReport(db, range, DEFAULT_OFFICE_HOURS);
    expect(report.kinds).toEqual(["enquiry", "lead", "booking"]);
    expect(report.weeks).toEqual([
      {
        week: "2026-11-02",
        from: "2026-11-02",
        to: "2026-11-08",
        total: 3,
        byOrigin: { campaign: 1, referrer: 0, direct: 2 },
        byKind: { enquiry: 2, lead: 1, booking: 0 },
      },
      {
        week: "2026-11-09",
        from: "2026-11-09",
        to: "2026-11-15",
        total: 2,
        byOrigin: { campaign: 0, referrer: 1, direct: 1 },
        byKind: { enquiry: 1, lead: 0, booking: 1 },
      },
    ]);
    expect(report.spam.map((w) => [w.week, w.kept, w.released])).toEqual([
      ["2026-11-02", 0, 1],
      ["2026-11-09", 1, 0],
    ]);
  });

  it("counts a record at each step it passed, from its status or its history", async () => {
    const { funnel } = await loadReport(db, range, DEFAULT_OFFICE_HOURS);
    const steps = (c: { counts: Record<string, number> }) => Object.values(c.counts);
    expect(steps(funnel.total)).toEqual([5, 3, 2, 1]);
    expect(funnel.byOrigin.map((r) => [r.key, ...steps(r)])).toEqual([
      ["campaign", 1, 1, 1, 0],
      ["referrer", 1, 1, 0, 0],
      ["direct", 3, 1, 1, 1],
    ]);
    expect(funnel.byCourse.map((r) => [r.key, ...steps(r)])).toEqual([
      ["(none)", 4, 2, 2, 1],
      ["CCNA", 1, 1, 0, 0],
    ]);
  });

  it("times the first status change or note, per person, inside and outside office hours", async () => {
    const { response } = await loadReport(db, range, DEFAULT_OFFICE_HOURS);
    // Minutes: B 10 (Mon 00:00 IST, closed), C 60 (Sun, closed), E 30 (Mon 10:30, open),
    // G 5 from its release (Tue 11:30, open); D has no answer yet.
    expect(response.overall).toEqual({
      who: "Everyone",
      answeredBy: "anyone",
      all: { n: 4, median: 20, p90: 51 },
      inside: { n: 2, median: 17.5, p90: 27.5 },
      outside: { n: 2, median: 35, p90: 55 },
    });
    expect(response.unanswered).toBe(1);
    expect(response.byPerson.map((p) => [p.who, p.answeredBy, p.inside.median, p.outside.median])).toEqual([
      ["Asha", asha, 30, 10],
      ["Ravi", ravi, 5, 60],
    ]);
  });

  it("keeps apart two people of one name, and counts no note the site wrote itself as an answer", async () => {
    const other = "asha.k@arivu.test";
    await addStaff(db, { name: "Asha", email: other });
    await insertMade(
      db,
      [
        { id: "H", at: "2026-11-04T04:00:00.000Z" },
        { id: "I", at: "2026-11-04T04:00:00.000Z", kind: "booking" },
      ],
      [
        { record: "H", kind: "note", body: "Called", actor: other, at: "2026-11-04T04:10:00.000Z" },
        // An online payment's note: the site's, not a salesperson's answer.
        { record: "I", kind: "note", body: "Paid ₹29,500.00.", at: "2026-11-04T04:20:00.000Z" },
        { record: "I", kind: "status", body: "contacted", actor: ravi, at: "2026-11-04T05:00:00.000Z" },
      ],
    );
    const { response } = await loadReport(db, range, DEFAULT_OFFICE_HOURS);
    expect(response.byPerson.map((p) => [p.who, p.answeredBy, p.all.n, p.all.median])).toEqual([
      ["Asha", other, 1, 10],
      ["Asha", asha, 2, 20],
      ["Ravi", ravi, 3, 60],
    ]);
  });

  it("starts released spam's clock at its release, not at a note made while it was held", async () => {
    await insertMade(
      db,
      [{ id: "H", at: "2026-11-04T04:00:00.000Z", spam: true, status: "contacted" }],
      [
        { record: "H", kind: "note", body: "Looks odd", actor: asha, at: "2026-11-04T04:10:00.000Z" },
        { record: "H", kind: "not-spam", body: "new", actor: asha, at: "2026-11-04T05:00:00.000Z" },
        { record: "H", kind: "status", body: "contacted", actor: ravi, at: "2026-11-04T05:20:00.000Z" },
      ],
    );
    const { response } = await loadReport(db, range, DEFAULT_OFFICE_HOURS);
    expect(response.overall.all.n).toBe(5);
    expect(response.byPerson.map((p) => [p.who, p.inside.n, p.inside.median])).toEqual([
      ["Asha", 1, 30],
      ["Ravi", 2, 12.5],
    ]);
  });

  it("counts nothing outside the range", async () => {
    const report = await loadReport(
      db,
      { preset: "custom", from: "2026-11-16", to: "2026-11-16" },
      DEFAULT_OFFICE_HOURS,
    );
    expect(report.weeks.map((w) => w.total)).toEqual([1]);
    expect(report.funnel.total.counts.new).toBe(1);
    expect(report.response.overall.all.n).toBe(0);
  });
});
