import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOOKING_EVENTS,
  BOOKING_STATE_LABELS,
  BOOKING_STATES,
  TRANSITIONS,
} from "#common/booking/booking-lifecycle.ts";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { seedBooking } from "#tests/bookings.ts";
import { moveBooking } from "./move-booking";

const AT = "2026-11-29T10:00:00.000Z";
const PAIRS = BOOKING_STATES.flatMap((state) => BOOKING_EVENTS.map((event) => ({ state, event })));

describe.each(testBackends)("moving a booking on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;

  // One database for the file: every test seeds its own booking.
  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
  });
  afterAll(async () => {
    await db.destroy();
    await database.cleanup();
  });

  const row = (id: string) =>
    db
      .selectFrom("bookings")
      .select(["state", "updated_at", "hold_until"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const activity = (id: string) =>
    db
      .selectFrom("activity")
      .select(["body", "actor", "created_at"])
      .where("submission_id", "=", id)
      .execute();

  it.each(PAIRS)("$state on $event", async ({ state, event }) => {
    const id = await seedBooking(db, { state });
    const before = await row(id);
    const to = TRANSITIONS[event][state];

    const result = await db
      .transaction()
      .execute((trx) =>
        moveBooking(trx, { id, event, at: AT, actor: "sales@arivu.in", note: "Done by sales." }),
      );

    if (to) {
      expect(result).toEqual({ moved: true, from: state, to });
      expect(await row(id)).toMatchObject({ state: to, updated_at: AT });
      expect(await activity(id)).toEqual([
        {
          body: `Done by sales. ${BOOKING_STATE_LABELS[state]} → ${BOOKING_STATE_LABELS[to]}.`,
          actor: "sales@arivu.in",
          created_at: AT,
        },
      ]);
    } else {
      expect(result).toEqual({ moved: false, state });
      expect(await row(id)).toEqual(before);
      expect(await activity(id)).toEqual([]);
    }
  });

  it("writes the states alone when the move has no note", async () => {
    const id = await seedBooking(db, { state: "waiting" });
    await db.transaction().execute((trx) => moveBooking(trx, { id, event: "offer", at: AT }));
    expect((await activity(id)).map((a) => a.body)).toEqual([
      "On the waiting list → Seat offered from the waiting list.",
    ]);
  });

  it("refuses a move whose `from` leaves out the booking's state, and changes nothing", async () => {
    const id = await seedBooking(db, { state: "held", payment_mode: "online" });
    const before = await row(id);
    const refused = await db
      .transaction()
      .execute((trx) => moveBooking(trx, { id, event: "expire", at: AT, from: ["awaiting_office"] }));
    expect(refused).toEqual({ moved: false, state: "held" });
    expect(await row(id)).toEqual(before);
    expect(await activity(id)).toEqual([]);

    // With its state among them, the same move goes.
    const moved = await db
      .transaction()
      .execute((trx) => moveBooking(trx, { id, event: "expire", at: AT, from: ["awaiting_office", "held"] }));
    expect(moved).toEqual({ moved: true, from: "held", to: "expired" });
    expect(await activity(id)).toHaveLength(1);
  });

  it("does not expire a hold that has not ended before holdEndedBefore", async () => {
    const id = await seedBooking(db, { state: "awaiting_office", hold_until: "2026-11-29T10:15:00.000Z" });
    const before = await row(id);
    // The hold was extended to 10:15; an expiry that read it as ended at 10:00 must not go.
    const refused = await db
      .transaction()
      .execute((trx) => moveBooking(trx, { id, event: "expire", at: AT, holdEndedBefore: AT }));
    expect(refused).toEqual({ moved: false, state: "awaiting_office" });
    expect(await row(id)).toEqual(before);
    expect(await activity(id)).toEqual([]);

    // Ending exactly then is not ending before it.
    const atTheEnd = "2026-11-29T10:15:00.000Z";
    expect(
      await db
        .transaction()
        .execute((trx) => moveBooking(trx, { id, event: "expire", at: atTheEnd, holdEndedBefore: atTheEnd })),
    ).toEqual({ moved: false, state: "awaiting_office" });
    expect(await row(id)).toEqual(before);

    const later = "2026-11-29T10:15:00.001Z";
    const moved = await db
      .transaction()
      .execute((trx) => moveBooking(trx, { id, event: "expire", at: later, holdEndedBefore: later }));
    expect(moved).toEqual({ moved: true, from: "awaiting_office", to: "expired" });
    expect(await row(id)).toMatchObject({ state: "expired", updated_at: later });
    expect(await activity(id)).toHaveLength(1);
  });

  it("sets the move's other columns with the state", async () => {
    const id = await seedBooking(db, { state: "waiting" });
    const until = "2026-11-30T10:00:00.000Z";
    await db
      .transaction()
      .execute((trx) =>
        moveBooking(trx, { id, event: "offer", at: AT, set: { hold_until: until, hold_limit: until } }),
      );
    expect(await row(id)).toEqual({ state: "offered", updated_at: AT, hold_until: until });
  });

  it("refuses a booking that does not exist", async () => {
    const result = await db
      .transaction()
      .execute((trx) =>
        moveBooking(trx, { id: "00000000-0000-4000-8000-000000000000", event: "pay", at: AT }),
      );
    expect(result).toEqual({ moved: false });
  });

  it("moves a booking once when two moves race", async () => {
    const id = await seedBooking(db, { state: "waiting" });
    const results = await Promise.all(
      [0, 1].map(() => db.transaction().execute((trx) => moveBooking(trx, { id, event: "offer", at: AT }))),
    );
    expect(results.filter((r) => r.moved)).toHaveLength(1);
    expect(await activity(id)).toHaveLength(1);
    expect((await row(id)).state).toBe("offered");
  });
});
