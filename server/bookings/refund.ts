/**
 * A refund from the inbox, in full or in part: through Razorpay's refund API when the booking was
 * paid online (X-Refund-Idempotency, so a repeated click or a retry never pays twice), only
 * recorded when the money went back offline. The seat is freed and the visitor told.
 */
import type { Db } from "#server/db/index.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { errorText, log } from "#server/log.ts";
import { RazorpayError, type RazorpayClient } from "#server/payments/razorpay.ts";
import { recordRefund } from "#server/payments/record-refund.ts";

export type RefundBookingDeps = {
  db: Db;
  /** Absent when online payment is off (no Razorpay keys). */
  razorpay?: RazorpayClient;
  /** Wakes the outbox to send the refund notice. */
  queued?: () => void;
};

export type RefundBookingResult = { ok: true } | { ok: false; message: string };

export async function refundBooking(
  deps: RefundBookingDeps,
  { bookingId, amountPaise, actor }: { bookingId: string; amountPaise: number; actor: string | null },
): Promise<RefundBookingResult> {
  const booking = await deps.db
    .selectFrom("bookings")
    .select(["state", "payment_id", "paid_paise", "refunded_paise"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) return { ok: false, message: "There is no such booking." };
  const left = booking.paid_paise - booking.refunded_paise;
  if ((booking.state !== "paid" && booking.state !== "refunded") || left <= 0)
    return {
      ok: false,
      message: "Only a paid booking can be refunded, and this one has nothing left to refund.",
    };
  if (!Number.isInteger(amountPaise) || amountPaise < 100 || amountPaise > left)
    return { ok: false, message: `Enter an amount from ₹1 to ${formatRupees(left)}.` };

  // The same refund asked again (a double click, a retry after a lost answer) carries the same key.
  const key = `refund-${bookingId}-${booking.refunded_paise}-${amountPaise}`;
  let refundId = `offline-${key}`;
  if (booking.payment_id) {
    if (!deps.razorpay)
      return {
        ok: false,
        message: "This booking was paid online: refunding it needs the Razorpay keys set on the server.",
      };
    try {
      const refund = await deps.razorpay.refundPayment(booking.payment_id, {
        amount: amountPaise,
        idempotencyKey: key,
        notes: { booking_id: bookingId },
      });
      refundId = refund.id;
    } catch (error) {
      log.warn({ booking: bookingId, error: errorText(error) }, "A refund from the inbox failed");
      const why =
        error instanceof RazorpayError && error.status > 0 ? error.message : "it could not be reached";
      return { ok: false, message: `Razorpay did not refund it: ${why} Nothing was refunded; try again.` };
    }
  }
  const at = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await recordRefund(trx, {
      bookingId,
      refundId,
      paymentId: booking.payment_id,
      amountPaise,
      freeSeat: "always",
      note: booking.payment_id
        ? "Refunded through Razorpay from the inbox."
        : "Recorded as refunded offline.",
      actor,
      at,
    });
    // Razorpay's refund.processed may have recorded it first (as a refund made elsewhere): the seat is freed all the same.
    await trx
      .updateTable("bookings")
      .set({ state: "refunded", updated_at: at })
      .where("id", "=", bookingId)
      .where("state", "=", "paid")
      .execute();
  });
  deps.queued?.();
  return { ok: true };
}
