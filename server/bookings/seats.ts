/**
 * Seats of a batch, the same on every instance: seats left = seats − taken, where a booking
 * takes a seat as the lifecycle's one rule says (takesSeat: paid, or a hold that runs). Holding
 * takes the batch's lock row, so two holds of one batch never count at the same time.
 */
import { sql, type ExpressionBuilder } from "kysely";
import { HOLDING_STATES, SEATED_STATES } from "#common/booking/booking-lifecycle.ts";
import type { Database } from "#server/db/schema.ts";
import type { Db } from "#server/db/index.ts";
import type { BookingsTable } from "#server/db/schema.ts";
import { holdLimitReached, type Holder, type HoldLimits, type LimitRefusal } from "./hold-limits";
import { lockBatch } from "./move-booking";

/** What a held booking is stored with; its state, hold and payment columns are set here or later. */
export type NewBooking = Omit<
  BookingsTable,
  | "state"
  | "hold_until"
  | "hold_limit"
  | "client_hash"
  | "email_hash"
  | "phone_hash"
  | "payment_link_id"
  | "payment_link_url"
  | "payment_id"
  | "paid_paise"
  | "paid_at"
  | "refunded_paise"
  | "invoice_number"
  | "invoice_date"
  | "created_at"
  | "updated_at"
>;

export type HoldResult =
  { held: true; holdUntil: string } | { held: false; reason: "full" } | { held: false; reason: LimitRefusal };

/** A grace after a hold's first end that going on to pay may add (Razorpay's links last at least 15 minutes). */
export const HOLD_GRACE_MINUTES = 16;

/** takesSeat (common/booking/booking-lifecycle.ts) as SQL. */
export const takesSeatSql = (eb: ExpressionBuilder<Database, "bookings">, now: Date) =>
  eb.or([
    eb("state", "in", SEATED_STATES),
    eb.and([eb("state", "in", HOLDING_STATES), eb("hold_until", ">", now.toISOString())]),
  ]);

/** Seats taken at `now` per batch key; a batch nobody booked is absent. */
export async function seatsTaken(
  db: Db,
  batchKeys: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (batchKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom("bookings")
    .select(["batch_key", sql<number>`count(*)`.as("taken")])
    .where("batch_key", "in", batchKeys)
    .where((eb) => takesSeatSql(eb, now))
    .groupBy("batch_key")
    .execute();
  return new Map(rows.map((r) => [r.batch_key, Number(r.taken)]));
}

/** The hold's end for a mode, and the latest it may ever become. */
export function holdEnds(minutes: number, now: Date): { hold_until: string; hold_limit: string } {
  const until = now.getTime() + minutes * 60_000;
  return {
    hold_until: new Date(until).toISOString(),
    hold_limit: new Date(until + HOLD_GRACE_MINUTES * 60_000).toISOString(),
  };
}

/**
 * Stores `booking` with its seat held for `holdMinutes` (held online, or awaiting_office), when
 * fewer than `seats` are taken and the holder is within the limits; otherwise stores nothing.
 * The record (submissions row of the same id) must exist.
 */
export async function holdSeat(
  db: Db,
  booking: NewBooking,
  {
    seats,
    holdMinutes,
    holder,
    limits,
    now = new Date(),
  }: { seats: number; holdMinutes: number; holder: Holder; limits: HoldLimits; now?: Date },
): Promise<HoldResult> {
  return db.transaction().execute(async (trx) => {
    // The update takes the row's lock until commit: the next hold of this batch waits here.
    await lockBatch(trx, booking.batch_key);
    const refused = await holdLimitReached(trx, holder, booking.batch_key, limits, now);
    if (refused) return { held: false, reason: refused };
    const taken = (await seatsTaken(trx, [booking.batch_key], now)).get(booking.batch_key) ?? 0;
    if (taken >= seats) return { held: false, reason: "full" };
    const at = now.toISOString();
    const ends = holdEnds(holdMinutes, now);
    await trx
      .insertInto("bookings")
      .values({
        ...booking,
        state: booking.payment_mode === "online" ? "held" : "awaiting_office",
        ...ends,
        client_hash: holder.clientHash,
        email_hash: holder.emailHash,
        phone_hash: holder.phoneHash,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { held: true, holdUntil: ends.hold_until };
  });
}
