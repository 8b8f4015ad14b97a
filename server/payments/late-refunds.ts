/**
 * Payments that came for a seat no longer held (confirmPayment's "refund-due") go back through
 * Razorpay's refund API. The due refund is stored before anything is sent, and the idempotency
 * key comes from the payment id, so a crash, a retry or two instances at once never pay it twice.
 */
import type { Db } from "#server/db/index.ts";
import { REFUND_DUE } from "#server/bookings/confirm-payment.ts";
import { errorText, log } from "#server/log.ts";
import type { RazorpayClient } from "./razorpay";
import { recordRefund } from "./record-refund";

export type RefundDeps = { db: Db; razorpay: RazorpayClient; now?: () => Date; queued?: () => void };

const paymentIdOf = (key: string) => key.split(":")[1];

/** Refunds every due payment not refunded yet; gives how many were refunded now. */
export async function refundDuePayments(deps: RefundDeps): Promise<number> {
  const due = await deps.db
    .selectFrom("payment_events")
    .select(["key", "booking_id"])
    .where("kind", "=", REFUND_DUE)
    .execute();
  const done = new Set(
    (
      await deps.db
        .selectFrom("payment_events")
        .select("key")
        .where("key", "in", due.length ? due.map((d) => d.key.replace(`:${REFUND_DUE}`, ":refunded")) : [""])
        .execute()
    ).map((d) => d.key),
  );
  let refunded = 0;
  for (const { key, booking_id } of due) {
    if (!booking_id || done.has(key.replace(`:${REFUND_DUE}`, ":refunded"))) continue;
    try {
      if (await refundLatePayment(deps, booking_id, paymentIdOf(key))) refunded++;
    } catch (error) {
      log.warn(
        { booking: booking_id, error: errorText(error) },
        "A late payment's refund failed; it is tried again later",
      );
    }
  }
  return refunded;
}

/** Refunds one late payment in full; true when this call recorded it. */
export async function refundLatePayment(
  deps: RefundDeps,
  bookingId: string,
  paymentId: string,
): Promise<boolean> {
  const payment = await deps.razorpay.refundPayment(paymentId, {
    // Only a payment of the booking's total is ever due back (any other amount confirms nothing).
    amount: (
      await deps.db
        .selectFrom("bookings")
        .select("total_paise")
        .where("id", "=", bookingId)
        .executeTakeFirstOrThrow()
    ).total_paise,
    idempotencyKey: `late-${paymentId}`,
    notes: { booking_id: bookingId, reason: "Paid after the seat's hold ended" },
  });
  const at = (deps.now?.() ?? new Date()).toISOString();
  const recorded = await deps.db.transaction().execute((trx) =>
    recordRefund(trx, {
      bookingId,
      refundId: payment.id,
      paymentId,
      amountPaise: payment.amount,
      freeSeat: "when-whole",
      note: "The payment came after the seat's hold ended and the seat was taken.",
      at,
    }),
  );
  if (recorded) deps.queued?.();
  return recorded;
}
