import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { createLeadStore } from "#server/leads/store.ts";
import type { LeadStore } from "#server/leads/types.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { CCNA_BATCH, CCNA_KEY, TEST_TOTAL_PAISE, weekAfter } from "#tests/bookings.ts";
import { holderOf, type HoldLimits } from "./hold-limits";
import { moveBooking } from "./move-booking";
import { holdSeat, seatsTaken, type HoldResult } from "./seats";

const NOW = new Date("2026-11-29T10:00:00.000Z");
const LIMITS: HoldLimits = { perBatch: 2, overall: 4 };
const SEATS = 30;
/** Other batches of the course, a week and two after the test batch. */
const SECOND_KEY = CCNA_KEY.replace(CCNA_BATCH.startDate, weekAfter(CCNA_BATCH.startDate));
const THIRD_KEY = CCNA_KEY.replace(CCNA_BATCH.startDate, weekAfter(CCNA_BATCH.startDate, 2));

type Try = { clientKey: string; email: string; phone?: string; batchKey?: string; now?: Date };

describe.each(testBackends)("limits on live holds on $name", (backend) => {
  let database: TestDatabase;
  let instances: Db[];
  let store: LeadStore;
  let fills = 0;

  beforeEach(async () => {
    database = await backend.create();
    instances = [await database.open()];
    if (database.options.databaseUrl) instances.push(await database.open(), await database.open());
    store = createLeadStore(instances[0], []);
  });
  afterEach(async () => {
    await store.close();
    for (const db of instances) await db.destroy();
    await database.cleanup();
  });

  /** A visitor asks for a seat of a 30-seat batch: their record saved, then holdSeat within LIMITS. */
  async function hold(
    { clientKey, email, phone = "+91 98400 00000", batchKey = CCNA_KEY, now = NOW }: Try,
    db: Db = instances[0],
  ): Promise<HoldResult & { id: string }> {
    const { id } = await store.save({
      kind: "booking",
      idempotencyKey: `fill-${++fills}`,
      name: "Priya Raman",
      email,
      phone,
      interestType: "IT Training",
      courseInterest: "CCNA",
      message: "Booking a seat",
      consentVersion: "booking-notice-2026-11",
      consentAt: now.toISOString(),
      source: "booking",
    });
    const result = await holdSeat(
      db,
      {
        id,
        batch_key: batchKey,
        course_id: "ccna",
        start_date: CCNA_BATCH.startDate,
        plan: "full",
        payment_mode: "online",
        fee_paise: 2_500_000,
        taxable_paise: 2_500_000,
        cgst_paise: 225_000,
        sgst_paise: 225_000,
        igst_paise: 0,
        total_paise: TEST_TOTAL_PAISE,
        billing_state: "Tamil Nadu",
        gstin: null,
      },
      { seats: SEATS, holdMinutes: 15, holder: holderOf(clientKey, email, phone), limits: LIMITS, now },
    );
    return { ...result, id };
  }

  const bookingsOf = async (batchKey = CCNA_KEY) =>
    instances[0].selectFrom("bookings").select(["id", "state"]).where("batch_key", "=", batchKey).execute();
  const taken = async (batchKey = CCNA_KEY, now = NOW) =>
    (await seatsTaken(instances[0], [batchKey], now)).get(batchKey) ?? 0;

  it("gives one address at most two live holds of a batch, whatever emails and phones it types", async () => {
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(
        await hold({
          clientKey: "203.0.113.9",
          email: `visitor${i}@example.in`,
          phone: `+91 98400 1000${i}`,
        }),
      );
    expect(results.map((r) => (r.held ? "held" : r.reason))).toEqual([
      "held",
      "held",
      "batch",
      "batch",
      "batch",
    ]);
    // A refused hold stores no booking: the seats are free for others.
    expect(await bookingsOf()).toHaveLength(2);
    expect(await taken()).toBe(2);
    // Another address is not held back by it.
    expect(
      await hold({ clientKey: "198.51.100.7", email: "other@example.in", phone: "+91 90000 11111" }),
    ).toMatchObject({
      held: true,
    });
  });

  it("gives one email at most two live holds from 20 addresses", async () => {
    const results = [];
    for (let i = 0; i < 20; i++)
      results.push(
        await hold({
          clientKey: `198.51.100.${i}`,
          email: "hoarder@example.in",
          phone: `+91 98400 200${String(i).padStart(2, "0")}`,
        }),
      );
    expect(results.filter((r) => r.held)).toHaveLength(2);
    expect(results.slice(2).every((r) => !r.held && r.reason === "batch")).toBe(true);
    expect(await taken()).toBe(2);
  });

  it("reads an email in any case and spacing as one", async () => {
    await hold({ clientKey: "a", email: "Hoarder@Example.in", phone: "+91 90000 00001" });
    await hold({ clientKey: "b", email: " hoarder@example.IN ", phone: "+91 90000 00002" });
    expect(
      await hold({ clientKey: "c", email: "HOARDER@example.in", phone: "+91 90000 00003" }),
    ).toMatchObject({
      held: false,
      reason: "batch",
    });
  });

  it("counts one phone written differently as one", async () => {
    expect(await hold({ clientKey: "a", email: "a@example.in", phone: "+91 98400 12345" })).toMatchObject({
      held: true,
    });
    expect(await hold({ clientKey: "b", email: "b@example.in", phone: "9840012345" })).toMatchObject({
      held: true,
    });
    expect(await hold({ clientKey: "c", email: "c@example.in", phone: "(+91) 98400-12345" })).toMatchObject({
      held: false,
      reason: "batch",
    });
    expect(await taken()).toBe(2);
  });

  it("holds at most four seats of one visitor across batches", async () => {
    const me = (batchKey: string) => ({ clientKey: "203.0.113.9", email: "priya@example.in", batchKey });
    expect(await hold(me(CCNA_KEY))).toMatchObject({ held: true });
    expect(await hold(me(CCNA_KEY))).toMatchObject({ held: true });
    expect(await hold(me(SECOND_KEY))).toMatchObject({ held: true });
    expect(await hold(me(SECOND_KEY))).toMatchObject({ held: true });
    // A third batch: within its own limit, over the overall one.
    expect(await hold(me(THIRD_KEY))).toMatchObject({ held: false, reason: "overall" });
    // A batch already at two answers by its own limit first.
    expect(await hold(me(CCNA_KEY))).toMatchObject({ held: false, reason: "batch" });
    expect(await bookingsOf(THIRD_KEY)).toEqual([]);
    expect(await taken(SECOND_KEY)).toBe(2);
  });

  it("does not count a hold that has ended", async () => {
    const me = (now: Date) => ({ clientKey: "203.0.113.9", email: "priya@example.in", now });
    await hold(me(NOW));
    await hold(me(NOW));
    expect(await hold(me(new Date("2026-11-29T10:14:59.999Z")))).toMatchObject({
      held: false,
      reason: "batch",
    });
    // Both holds end at 10:15: from then on the visitor may hold again.
    const later = new Date("2026-11-29T10:15:00.000Z");
    expect(await hold(me(later))).toMatchObject({ held: true });
    expect(await hold(me(later))).toMatchObject({ held: true });
    expect(await hold(me(later))).toMatchObject({ held: false, reason: "batch" });
  });

  it("does not count a hold whose hold_until has passed, even before the sweep marks it", async () => {
    const me = { clientKey: "203.0.113.9", email: "priya@example.in" };
    const first = await hold(me);
    await hold(me);
    // Its hold ran out an hour ago (the state still says held).
    await instances[0]
      .updateTable("bookings")
      .set({ hold_until: "2026-11-29T09:00:00.000Z" })
      .where("id", "=", first.id)
      .execute();
    expect(await hold(me)).toMatchObject({ held: true });
    expect(await hold(me)).toMatchObject({ held: false, reason: "batch" });
  });

  it("does not count a paid seat against the limit", async () => {
    const me = { clientKey: "203.0.113.9", email: "priya@example.in" };
    const first = await hold(me);
    await hold(me);
    expect(await hold(me)).toMatchObject({ held: false, reason: "batch" });
    const paid = await instances[0].transaction().execute((trx) =>
      moveBooking(trx, {
        id: first.id,
        event: "pay",
        at: NOW.toISOString(),
        set: { paid_paise: TEST_TOTAL_PAISE },
      }),
    );
    expect(paid).toMatchObject({ moved: true, to: "paid" });
    expect(await hold(me)).toMatchObject({ held: true });
    // The paid seat is still taken: three seats, two of them live holds.
    expect(await taken()).toBe(3);
    expect(await hold(me)).toMatchObject({ held: false, reason: "batch" });
  });

  it("gives 10 posts sent at once from one address at most two holds", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        hold(
          {
            clientKey: "203.0.113.9",
            email: `rush${i}@example.in`,
            phone: `+91 98400 300${String(i).padStart(2, "0")}`,
          },
          instances[i % instances.length],
        ),
      ),
    );
    expect(results.filter((r) => r.held)).toHaveLength(2);
    expect(results.filter((r) => !r.held && r.reason === "batch")).toHaveLength(8);
    expect(await bookingsOf()).toHaveLength(2);
    expect(await taken()).toBe(2);
  });

  it("gives 10 posts sent at once with one email across batches at most four holds", async () => {
    const keys = [CCNA_KEY, SECOND_KEY, THIRD_KEY];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        hold(
          {
            clientKey: `198.51.100.${i}`,
            email: "hoarder@example.in",
            phone: `+91 98400 400${i}0`,
            batchKey: keys[i % 3],
          },
          instances[i % instances.length],
        ),
      ),
    );
    expect(results.filter((r) => r.held)).toHaveLength(4);
    const live = await instances[0].selectFrom("bookings").select("batch_key").execute();
    expect(live).toHaveLength(4);
    for (const key of keys) expect(live.filter((b) => b.batch_key === key).length).toBeLessThanOrEqual(2);
  });
});
