/**
 * A payment reaching a booking, from wherever it is heard of first: the visitor's return from
 * Razorpay, a webhook, the reconciling job, or sales marking an offline booking paid. One
 * transaction applies it once (its event key), checks the amount, issues the invoice number and
 * queues the receipt, so a crash at any point leaves either nothing or all of it.
 */
import type { Db } from "#server/db/index.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { nextInvoiceNumber } from "./invoice-number";
import { holdIsLive } from "#common/booking/booking-lifecycle.ts";
import { seatsTaken } from "./seats";
import { publishedSeats } from "./batch-seats";
import { noteOnBooking, queueVisitorEmail } from "./booking-activity";
import { lockBatch, moveBooking } from "./move-booking";

export type PaymentReceived = {
  bookingId: string;
  /** Razorpay's payment id; null for a payment taken offline and marked paid by sales. */
  paymentId: string | null;
  amountPaise: number;
  currency: string;
  /** What makes this payment one: "payment:<id>:paid", or "manual:<bookingId>". */
  eventKey: string;
  actor?: string | null;
  now?: Date;
};

/**
 * confirmed: the booking is paid now. duplicate: this event was applied before (nothing changes).
 * mismatch: not our amount or currency, or no such booking (kept in the record, nothing confirmed).
 * refund-due: the money came for a seat no longer held (the hold ended and the seat was taken,
 * the booking was refunded, or it is already paid by another payment): it must go back
 * (lateRefunds in server/payments/late-refunds.ts sends it back).
 */
export type ConfirmOutcome = "confirmed" | "duplicate" | "mismatch" | "refund-due";

/** The payment_events kind of a payment that must be refunded, keyed "payment:<id>:refund-due". */
export const REFUND_DUE = "refund-due";

export async function confirmPayment(db: Db, p: PaymentReceived): Promise<ConfirmOutcome> {
  const now = p.now ?? new Date();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", p.bookingId)
      .executeTakeFirst();
    const event = await trx
      .insertInto("payment_events")
      .values({ key: p.eventKey, booking_id: booking ? p.bookingId : null, kind: "payment", received_at: at })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(event.numInsertedOrUpdatedRows ?? 0) === 0) return "duplicate";
    if (!booking) return "mismatch";
    const paid = `${formatRupees(p.amountPaise)} ${p.currency}${p.paymentId ? ` (${p.paymentId})` : ""}`;

    if (p.amountPaise !== booking.total_paise || p.currency !== "INR") {
      await markEvent(trx, p.eventKey, "mismatch");
      await noteOnBooking(
        trx,
        booking.id,
        `A payment of ${paid} does not match this booking's ${formatRupees(booking.total_paise)} INR: it was not taken as payment.`,
        p.actor,
        at,
      );
      return "mismatch";
    }
    if (booking.state === "paid" && booking.payment_id === p.paymentId) return "duplicate";

    // Its own hold still runs; or it ended (read as expired) and a seat is still free.
    const unpaid = booking.state === "held" || booking.state === "awaiting_office";
    const mayTake =
      (unpaid && holdIsLive(booking, now)) ||
      ((unpaid || booking.state === "expired") && (await seatStillFree(trx, booking.batch_key, now)));
    if (!mayTake) {
      if (p.paymentId) {
        await trx
          .insertInto("payment_events")
          .values({
            key: `payment:${p.paymentId}:${REFUND_DUE}`,
            booking_id: booking.id,
            kind: REFUND_DUE,
            received_at: at,
          })
          .onConflict((oc) => oc.column("key").doNothing())
          .execute();
        // A late payment is this booking's money in and out; a second payment on a paid booking is not.
        if (booking.payment_id === null) {
          const money = { payment_id: p.paymentId, paid_paise: p.amountPaise, paid_at: at };
          const moved = await moveBooking(trx, { id: booking.id, event: "expire", at, set: money });
          if (!moved.moved)
            await trx
              .updateTable("bookings")
              .set({ ...money, updated_at: at })
              .where("id", "=", booking.id)
              .execute();
        }
      }
      await noteOnBooking(
        trx,
        booking.id,
        `A payment of ${paid} came for a seat this booking no longer holds (${booking.state}): it is refunded.`,
        p.actor,
        at,
      );
      return "refund-due";
    }

    const invoiceNumber = await nextInvoiceNumber(trx, now);
    const moved = await moveBooking(trx, {
      id: booking.id,
      event: "pay",
      at,
      actor: p.actor,
      note: `Paid ${paid}. Invoice ${invoiceNumber}.`,
      set: {
        payment_id: p.paymentId,
        paid_paise: p.amountPaise,
        paid_at: at,
        invoice_number: invoiceNumber,
        invoice_date: at,
      },
    });
    // Read and moved in one transaction, so this cannot happen; thrown, so no number is used up.
    if (!moved.moved) throw new Error(`Booking ${booking.id} could not move to paid from ${booking.state}`);
    await queueVisitorEmail(trx, booking.id, "receipt", at);
    return "confirmed";
  });
}

async function markEvent(trx: Db, key: string, kind: string): Promise<void> {
  await trx.updateTable("payment_events").set({ kind }).where("key", "=", key).execute();
}

/**
 * Whether a booking whose hold ended may still have a seat: fewer taken than published. The
 * batch's lock row is taken first, as holdSeat does, so a hold and this never count together.
 * (An offer made to the waiting list takes its seat, so a late payment never takes theirs.)
 */
async function seatStillFree(trx: Db, batchKey: string, now: Date): Promise<boolean> {
  await lockBatch(trx, batchKey);
  const taken = (await seatsTaken(trx, [batchKey], now)).get(batchKey) ?? 0;
  return taken < (await publishedSeats(trx, batchKey));
}
