import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { holdSeat, seatsTaken, type NewBooking } from "./seats";

const BATCH = "ccna-2026-12-07-weekend";
const NOW = new Date("2026-11-29T10:00:00.000Z");

/** The record a booking hangs off, as the lead store would have saved it. */
async function recordFor(db: Db): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("submissions")
    .values({
      id,
      kind: "booking",
      idempotency_key: id,
      name: "Priya Raman",
      email: "priya@example.in",
      phone: null,
      interest_type: null,
      course_interest: "CCNA",
      subject: null,
      message: "Booking",
      service: null,
      consent_version: "2026-10",
      consent_at: NOW.toISOString(),
      source: "booking",
      created_at: NOW.toISOString(),
      search_text: "priya",
      spam_reasons: null,
      traffic_source: null,
      first_landing_page: null,
      first_referrer: null,
      first_seen_at: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      gclid: null,
      fbclid: null,
      msclkid: null,
      landing_page: null,
      page: null,
      owner_id: null,
      follow_up_at: null,
      last_activity_at: null,
      read_at: null,
    })
    .execute();
  return id;
}

function booking(id: string): NewBooking {
  return {
    id,
    batch_key: BATCH,
    course_id: "ccna",
    start_date: "2026-12-07",
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
  };
}

describe.each(testBackends)("seats on $name", (backend) => {
  let database: TestDatabase;
  let instances: Db[];

  beforeEach(async () => {
    database = await backend.create();
    // Three instances where the database allows it: each its own connection pool.
    instances = [await database.open()];
    if (database.options.databaseUrl) instances.push(await database.open(), await database.open());
  });
  afterEach(async () => {
    for (const db of instances) await db.destroy();
    await database.cleanup();
  });

  it("holds a seat until the hold ends, then frees it", async () => {
    const [db] = instances;
    const held = await holdSeat(db, booking(await recordFor(db)), { seats: 1, holdMinutes: 15, now: NOW });
    expect(held).toEqual({ held: true, holdUntil: "2026-11-29T10:15:00.000Z" });
    expect((await seatsTaken(db, [BATCH], NOW)).get(BATCH)).toBe(1);

    const second = await holdSeat(db, booking(await recordFor(db)), { seats: 1, holdMinutes: 15, now: NOW });
    expect(second).toEqual({ held: false });

    const later = new Date("2026-11-29T10:15:00.001Z");
    expect((await seatsTaken(db, [BATCH], later)).get(BATCH)).toBeUndefined();
    const third = await holdSeat(db, booking(await recordFor(db)), { seats: 1, holdMinutes: 15, now: later });
    expect(third.held).toBe(true);
  });

  it("counts paid seats whatever their hold", async () => {
    const [db] = instances;
    const id = await recordFor(db);
    await holdSeat(db, booking(id), { seats: 2, holdMinutes: 15, now: NOW });
    await db.updateTable("bookings").set({ state: "paid" }).where("id", "=", id).execute();
    const nextYear = new Date("2027-11-29T10:00:00.000Z");
    expect((await seatsTaken(db, [BATCH], nextYear)).get(BATCH)).toBe(1);
  });

  it("gives 20 visitors racing for the last 3 seats exactly 3 holds", async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) => recordFor(instances[i % instances.length])),
    );
    const results = await Promise.all(
      ids.map((id, i) =>
        holdSeat(instances[i % instances.length], booking(id), { seats: 3, holdMinutes: 15, now: NOW }),
      ),
    );
    expect(results.filter((r) => r.held)).toHaveLength(3);
    expect((await seatsTaken(instances[0], [BATCH], NOW)).get(BATCH)).toBe(3);
  });
});
