import type { Db } from "#server/db/index.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { noteOnBooking, queueVisitorEmail } from "#server/bookings/booking-activity.ts";
import { moveBooking } from "#server/bookings/move-booking.ts";

export type RefundMade = {
  bookingId: string;
  /** Razorpay's refund id ("rfnd_…"), or "offline:<n>" for money given back by sales. */
  refundId: string;
  paymentId: string | null;
  amountPaise: number;
  /** The inbox's refund frees the seat; a refund made elsewhere does when it returns everything. */
  freeSeat: "always" | "when-whole";
  note: string;
  actor?: string | null;
  at: string;
};

/**
 * Records a refund once (payment_events "refund:<id>"; the webhook and the API's answer both tell
 * of it): the amount on the booking, its state, a note for the inbox and the visitor's notice.
 * False when it was recorded before.
 */
export async function recordRefund(trx: Db, r: RefundMade): Promise<boolean> {
  const fresh = await trx
    .insertInto("payment_events")
    .values({ key: `refund:${r.refundId}`, booking_id: r.bookingId, kind: "refund", received_at: r.at })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  if (r.paymentId)
    await trx
      .insertInto("payment_events")
      .values({
        key: `payment:${r.paymentId}:refunded`,
        booking_id: r.bookingId,
        kind: "refunded",
        received_at: r.at,
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
  const booking = await trx
    .selectFrom("bookings")
    .select(["state", "paid_paise", "refunded_paise", "payment_id"])
    .where("id", "=", r.bookingId)
    .executeTakeFirstOrThrow();
  // A second payment on a paid booking goes back without touching the booking's own figures.
  const ofThisBooking = r.paymentId === null || r.paymentId === booking.payment_id;
  if (ofThisBooking) {
    const refunded = booking.refunded_paise + r.amountPaise;
    const whole = refunded >= booking.paid_paise;
    // Through the lifecycle: the inbox's refund and a whole one release the seat; a part refund made elsewhere keeps it.
    const moved = await moveBooking(trx, {
      id: r.bookingId,
      event: r.freeSeat === "always" || whole ? "release" : "refund",
      at: r.at,
      actor: r.actor,
      set: { refunded_paise: refunded },
    });
    if (!moved.moved)
      await trx
        .updateTable("bookings")
        .set({ refunded_paise: refunded, updated_at: r.at })
        .where("id", "=", r.bookingId)
        .execute();
  }
  await noteOnBooking(
    trx,
    r.bookingId,
    `${r.note} Refunded ${formatRupees(r.amountPaise)} (${r.refundId}).`,
    r.actor,
    r.at,
  );
  await queueVisitorEmail(trx, r.bookingId, "refund-notice", r.at, { again: true });
  return true;
}
