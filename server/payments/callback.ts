/**
 * The visitor's return from the Payment Link: /it-training/booking/:id/paid?razorpay_…. Trusted
 * only when the signature is Razorpay's (HMAC-SHA256 with the key secret), it names this booking
 * and its link, and Razorpay, asked directly, has that payment captured for our amount in rupees.
 */
import { z } from "zod";
import type { ConfirmOutcome } from "#server/bookings/confirm-payment.ts";
import { errorText, log } from "#server/log.ts";
import { callbackSigned } from "./signatures";
import { applyPayment } from "./apply-payment";
import type { RefundDeps } from "./late-refunds";

const callbackQuery = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_payment_link_id: z.string().min(1).max(100),
  razorpay_payment_link_reference_id: z.string().min(1).max(100),
  razorpay_payment_link_status: z.string().min(1).max(40),
  razorpay_signature: z.string().min(1).max(200),
});

/** unconfirmed: forged, or not this booking's payment. later: genuine, but Razorpay could not be asked now. */
export type CallbackOutcome = ConfirmOutcome | "not-found" | "unconfirmed" | "later";

export async function confirmCallback(
  deps: RefundDeps & { keySecret: string },
  bookingId: string,
  query: Record<string, unknown>,
): Promise<CallbackOutcome> {
  const parsed = callbackQuery.safeParse(query);
  if (!parsed.success) return "unconfirmed";
  const q = parsed.data;
  if (!callbackSigned(q, deps.keySecret)) {
    log.warn({ booking: bookingId }, "A payment callback with a bad signature");
    return "unconfirmed";
  }
  const booking = await deps.db
    .selectFrom("bookings")
    .select(["payment_link_id"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) return "not-found";
  if (
    q.razorpay_payment_link_reference_id !== bookingId ||
    q.razorpay_payment_link_id !== booking.payment_link_id ||
    q.razorpay_payment_link_status !== "paid"
  )
    return "unconfirmed";
  try {
    const link = await deps.razorpay.fetchPaymentLink(q.razorpay_payment_link_id);
    const payment = link.payments?.find(
      (p) => p.payment_id === q.razorpay_payment_id && p.status === "captured",
    );
    if (!payment || link.reference_id !== bookingId) return "unconfirmed";
    return await applyPayment(
      deps,
      { bookingId, paymentId: payment.payment_id, amountPaise: payment.amount, currency: link.currency },
      "callback",
    );
  } catch (error) {
    // Razorpay out of reach: the webhook or the reconciling job confirms it later.
    log.warn(
      { booking: bookingId, error: errorText(error) },
      "Could not check a payment callback with Razorpay",
    );
    return "later";
  }
}
