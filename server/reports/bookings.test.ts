import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import type { BookingState } from "#server/db/schema.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { insertMade } from "#tests/report-records.ts";
import { DEFAULT_OFFICE_HOURS } from "./office-hours";
import { loadReport } from "./report";

/** October and November 2026 (IST); 31 Oct 18:30 UTC is 1 Nov 00:00 IST. */
const range = { preset: "custom" as const, from: "2026-10-15", to: "2026-11-30" };
const batches = [
  { courseId: "ccna", startDate: "2026-12-07", timing: "weekend", seats: 4 },
  { courseId: "aws", startDate: "2026-12-01", timing: "weekday", seats: 10 },
];

type Made = {
  id: string;
  at: string;
  course: string;
  batch: string;
  state: BookingState;
  paid?: number;
  refunded?: number;
};
const made: Made[] = [
  {
    id: "oct-paid",
    at: "2026-10-31T18:29:00.000Z",
    course: "ccna",
    batch: "ccna-2026-12-07-weekend",
    state: "paid",
    paid: 2_950_000,
  },
  {
    id: "nov-paid",
    at: "2026-10-31T18:30:00.000Z",
    course: "ccna",
    batch: "ccna-2026-12-07-weekend",
    state: "paid",
    paid: 2_950_000,
  },
  {
    id: "nov-refund",
    at: "2026-11-05T05:00:00.000Z",
    course: "ccna",
    batch: "ccna-2026-12-07-weekend",
    state: "refunded",
    paid: 2_950_000,
    refunded: 2_000_000,
  },
  {
    id: "nov-pending",
    at: "2026-11-06T05:00:00.000Z",
    course: "aws",
    batch: "aws-2026-12-01-weekday",
    state: "held",
  },
  {
    id: "nov-aws",
    at: "2026-11-07T05:00:00.000Z",
    course: "aws",
    batch: "aws-2026-12-01-weekday",
    state: "paid",
    paid: 1_180_000,
  },
  // Made before the period: it fills its seat, but is no booking or revenue of the period.
  {
    id: "sep-paid",
    at: "2026-09-20T05:00:00.000Z",
    course: "ccna",
    batch: "ccna-2026-12-07-weekend",
    state: "paid",
    paid: 2_950_000,
  },
];

async function seed(db: Db) {
  await insertMade(
    db,
    made.map((b) => ({ id: b.id, at: b.at, kind: "booking", course: b.course.toUpperCase() })),
    [],
  );
  for (const b of made)
    await db
      .insertInto("bookings")
      .values({
        id: b.id,
        batch_key: b.batch,
        course_id: b.course,
        start_date: b.batch.slice(-18, -8),
        plan: "full",
        payment_mode: "online",
        fee_paise: 2_500_000,
        taxable_paise: 2_500_000,
        cgst_paise: 225_000,
        sgst_paise: 225_000,
        igst_paise: 0,
        total_paise: 2_950_000,
        billing_state: "Tamil Nadu",
        gstin: null,
        state: b.state,
        hold_until: b.at,
        paid_paise: b.paid ?? 0,
        paid_at: b.paid ? b.at : null,
        refunded_paise: b.refunded ?? 0,
        created_at: b.at,
        updated_at: b.at,
      })
      .execute();
}

describe.each(testBackends)("the report's bookings on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    await seed(db);
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });

  it("counts bookings and revenue (paid less refunded) by course and by IST month", async () => {
    const { bookings } = await loadReport(db, range, DEFAULT_OFFICE_HOURS, batches);
    expect(bookings.byCourse).toEqual([
      { courseId: "ccna", bookings: 3, paid: 3, revenuePaise: 2_950_000 * 3 - 2_000_000 },
      { courseId: "aws", bookings: 2, paid: 1, revenuePaise: 1_180_000 },
    ]);
    expect(bookings.byMonth).toEqual([
      { month: "2026-10", bookings: 1, paid: 1, revenuePaise: 2_950_000 },
      { month: "2026-11", bookings: 4, paid: 3, revenuePaise: 2_950_000 * 2 - 2_000_000 + 1_180_000 },
    ]);
  });

  it("fills each published batch's seats with its paid bookings, whenever they were made", async () => {
    const { bookings } = await loadReport(db, range, DEFAULT_OFFICE_HOURS, batches);
    expect(bookings.seats.map((b) => [b.batchKey, b.seats, b.paid])).toEqual([
      ["aws-2026-12-01-weekday", 10, 1],
      ["ccna-2026-12-07-weekend", 4, 3],
    ]);
  });

  it("counts paid bookings in the funnel beside the steps", async () => {
    const { funnel } = await loadReport(db, range, DEFAULT_OFFICE_HOURS, batches);
    expect(funnel.total.counts.new).toBe(5);
    expect(funnel.total.paid).toBe(4);
    // "AWS" is no course of the catalogue: the report counts it as Other.
    expect(funnel.byCourse.map((r) => [r.key, r.paid])).toEqual([
      ["CCNA", 3],
      ["Other", 1],
    ]);
  });
});
