/**
 * A Razorpay payment told to us (the visitor's return, a webhook, the reconciling job): applied
 * with confirmPayment under one key per payment, so whichever comes first confirms and the others
 * find it done; a late payment for a taken seat is refunded at once (and again by the job if that fails).
 */
import { confirmPayment, type ConfirmOutcome } from "#server/bookings/confirm-payment.ts";
import { errorText, log } from "#server/log.ts";
import { refundLatePayment, type RefundDeps } from "./late-refunds";

export type RazorpayPayment = { bookingId: string; paymentId: string; amountPaise: number; currency: string };

export const paymentKey = (paymentId: string) => `payment:${paymentId}:paid`;

export async function applyPayment(
  deps: RefundDeps,
  p: RazorpayPayment,
  via: string,
): Promise<ConfirmOutcome> {
  const outcome = await confirmPayment(deps.db, {
    ...p,
    eventKey: paymentKey(p.paymentId),
    actor: null,
    now: deps.now?.(),
  });
  log.info({ booking: p.bookingId, payment: p.paymentId, via, outcome }, "Payment applied");
  if (outcome === "confirmed") deps.queued?.();
  if (outcome === "refund-due")
    await refundLatePayment(deps, p.bookingId, p.paymentId).catch((error: unknown) =>
      log.warn(
        { booking: p.bookingId, error: errorText(error) },
        "A late payment's refund failed; it is tried again later",
      ),
    );
  return outcome;
}
