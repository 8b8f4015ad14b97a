/**
 * A batch's waiting list: each one waiting is a booking in state "waiting", in the order they
 * joined. When a seat is free (a hold ended, a refund, a cancellation, seats added), the first
 * one waiting is offered it: the seat is held for them for a set time and they are emailed a
 * link to book it; if they let it pass, the offer expires and the next one is asked.
 */
import type { BookableBatch } from "#app/content/live/bookable.ts";
import type { Db } from "#server/db/index.ts";
import { noteOnBooking, queueVisitorEmail } from "./booking-activity";
import { lockBatch, moveBooking } from "./move-booking";
import { seatsTaken } from "./seats";

/** Puts the record `id` in the batch's queue (once: a second call changes nothing). */
export async function joinWaitingRow(
  trx: Db,
  {
    id,
    batch,
    onlinePayments,
    at,
  }: {
    id: string;
    batch: Pick<BookableBatch, "key" | "courseId" | "startDate" | "feePaise">;
    onlinePayments: boolean;
    at: string;
  },
): Promise<void> {
  const joined = await trx
    .insertInto("bookings")
    .values({
      id,
      batch_key: batch.key,
      course_id: batch.courseId,
      start_date: batch.startDate,
      // Priced when the offered seat is booked; nothing is charged from the queue.
      plan: "full",
      payment_mode: onlinePayments ? "online" : "offline",
      fee_paise: batch.feePaise,
      taxable_paise: 0,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 0,
      total_paise: 0,
      billing_state: "",
      gstin: null,
      state: "waiting",
      hold_until: at,
      hold_limit: null,
      client_hash: null,
      email_hash: null,
      phone_hash: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  if (Number(joined.numInsertedOrUpdatedRows ?? 0) > 0)
    await noteOnBooking(trx, id, "Joined the waiting list.", null, at);
}

export type OfferDeps = {
  db: Db;
  /** The seats a batch has as published (server/bookings/batch-seats.ts). */
  seatsOf: (trx: Db, batchKey: string) => Promise<number>;
  offerHours: number;
  now?: () => Date;
};

/**
 * Offers each free seat of every batch with a queue to the first one waiting. Each batch in
 * its own transaction under the batch's lock, and each offer a guarded move: two instances
 * running this at once offer a seat once, in order.
 */
export async function offerFreedSeats(deps: OfferDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const at = now.toISOString();
  const queued = await deps.db
    .selectFrom("bookings")
    .select("batch_key")
    .distinct()
    .where("state", "=", "waiting")
    .execute();
  let offered = 0;
  for (const { batch_key: key } of queued) {
    offered += await deps.db.transaction().execute(async (trx) => {
      await lockBatch(trx, key);
      const free = (await deps.seatsOf(trx, key)) - ((await seatsTaken(trx, [key], now)).get(key) ?? 0);
      if (free <= 0) return 0;
      const first = await trx
        .selectFrom("bookings")
        .select("id")
        .where("batch_key", "=", key)
        .where("state", "=", "waiting")
        .orderBy("created_at")
        .orderBy("id")
        .limit(free)
        .execute();
      const until = new Date(now.getTime() + deps.offerHours * 3600_000).toISOString();
      let made = 0;
      for (const { id } of first) {
        const moved = await moveBooking(trx, {
          id,
          event: "offer",
          at,
          note: "A seat opened: it is held for them and they were emailed a link to book it.",
          set: { hold_until: until, hold_limit: until },
        });
        if (!moved.moved) continue;
        await queueVisitorEmail(trx, id, "seat-offer", at);
        made++;
      }
      return made;
    });
  }
  return offered;
}
