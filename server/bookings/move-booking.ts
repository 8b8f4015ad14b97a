/**
 * Every change of a booking's state goes through here: the lifecycle's table decides
 * (common/booking/booking-lifecycle.ts), the row moves only from the state it was read in, and
 * the move writes its line on the record's activity, all in the caller's transaction.
 */
import type { Updateable } from "kysely";
import {
  BOOKING_STATE_LABELS,
  nextState,
  type BookingEvent,
  type BookingState,
} from "#common/booking/booking-lifecycle.ts";
import type { Db } from "#server/db/index.ts";
import type { BookingsTable } from "#server/db/schema.ts";
import { noteOnBooking } from "./booking-activity";

export type Move = {
  id: string;
  event: BookingEvent;
  at: string;
  actor?: string | null;
  /** What happened, for the activity line; the states' names follow it. */
  note?: string;
  /** Other columns the move sets (payment, hold, price). */
  set?: Omit<Updateable<BookingsTable>, "state" | "id">;
  /** Move only from these states, narrower than the table allows (a caller's own guard). */
  from?: readonly BookingState[];
  /** Move only if the hold ended before this time (an expiry that must not race an extension). */
  holdEndedBefore?: string;
};

export type MoveResult =
  | { moved: true; from: BookingState; to: BookingState }
  /** Refused: no such booking, an event its state does not take, or it changed meanwhile. */
  | { moved: false; state?: BookingState };

/** Applies `move` in `trx` (a transaction: the read and the write must not be split). */
export async function moveBooking(trx: Db, move: Move): Promise<MoveResult> {
  const row = await trx.selectFrom("bookings").select("state").where("id", "=", move.id).executeTakeFirst();
  if (!row) return { moved: false };
  const from = row.state;
  const to = nextState(from, move.event);
  if (!to || (move.from && !move.from.includes(from))) return { moved: false, state: from };
  const result = await trx
    .updateTable("bookings")
    .set({ ...move.set, state: to, updated_at: move.at })
    .where("id", "=", move.id)
    .where("state", "=", from)
    .$if(move.holdEndedBefore !== undefined, (q) => q.where("hold_until", "<", move.holdEndedBefore!))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { moved: false, state: from };
  const line = `${BOOKING_STATE_LABELS[from]} → ${BOOKING_STATE_LABELS[to]}.`;
  await noteOnBooking(trx, move.id, move.note ? `${move.note} ${line}` : line, move.actor, move.at);
  return { moved: true, from, to };
}

/**
 * Takes the batch's lock row until the transaction ends: seats of one batch are counted and
 * given by one transaction at a time, on every instance (PostgreSQL locks the row; SQLite's
 * write lock serialises the whole transaction). A "holder:<hash>" key locks one visitor's holds.
 */
export async function lockBatch(trx: Db, batchKey: string): Promise<void> {
  await trx
    .insertInto("batch_seat_locks")
    .values({ batch_key: batchKey })
    .onConflict((oc) => oc.column("batch_key").doNothing())
    .execute();
  await trx
    .updateTable("batch_seat_locks")
    .set((eb) => ({ bookings_made: eb("bookings_made", "+", 1) }))
    .where("batch_key", "=", batchKey)
    .execute();
}
