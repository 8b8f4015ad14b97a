/**
 * Seats of a batch, the same on every instance: seats left = seats − paid − held, where a
 * pending booking holds its seat until its hold ends. Holding takes the batch's lock row for
 * update, so two holds of one batch never count at the same time (PostgreSQL locks the row;
 * SQLite's write lock serialises the whole transaction).
 */
import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { BookingsTable } from "#server/db/schema.ts";

/** What a pending booking is stored with; its state and payment columns start empty. */
export type NewBooking = Omit<
  BookingsTable,
  | "state"
  | "hold_until"
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

export type HoldResult = { held: true; holdUntil: string } | { held: false };

/** Seats taken (paid, or held at `now`) per batch key; a batch nobody booked is absent. */
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
    .where((eb) =>
      eb.or([
        eb("state", "=", "paid"),
        eb.and([eb("state", "=", "pending"), eb("hold_until", ">", now.toISOString())]),
      ]),
    )
    .groupBy("batch_key")
    .execute();
  return new Map(rows.map((r) => [r.batch_key, Number(r.taken)]));
}

/**
 * Stores `booking` as pending with its seat held for `holdMinutes`, when fewer than `seats`
 * are taken; otherwise stores nothing. The record (submissions row of the same id) must exist.
 */
export async function holdSeat(
  db: Db,
  booking: NewBooking,
  { seats, holdMinutes, now = new Date() }: { seats: number; holdMinutes: number; now?: Date },
): Promise<HoldResult> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("batch_seat_locks")
      .values({ batch_key: booking.batch_key })
      .onConflict((oc) => oc.column("batch_key").doNothing())
      .execute();
    // The update takes the row's lock until commit: the next hold of this batch waits here.
    await trx
      .updateTable("batch_seat_locks")
      .set((eb) => ({ bookings_made: eb("bookings_made", "+", 1) }))
      .where("batch_key", "=", booking.batch_key)
      .execute();
    const taken = (await seatsTaken(trx, [booking.batch_key], now)).get(booking.batch_key) ?? 0;
    if (taken >= seats) return { held: false };
    const at = now.toISOString();
    const holdUntil = new Date(now.getTime() + holdMinutes * 60_000).toISOString();
    await trx
      .insertInto("bookings")
      .values({ ...booking, state: "pending", hold_until: holdUntil, created_at: at, updated_at: at })
      .execute();
    return { held: true, holdUntil };
  });
}
