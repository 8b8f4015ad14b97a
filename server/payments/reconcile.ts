/**
 * The reconciling job: a booking still held after its hold is asked about at Razorpay, so a
 * missed webhook and a lost callback still end right (paid, or expired), and refunds due are
 * sent. Every instance runs it: each step is keyed or conditional, so two at once change nothing twice.
 */
import { moveBooking } from "#server/bookings/move-booking.ts";
import { errorText, log } from "#server/log.ts";
import { applyPayment } from "./apply-payment";
import { refundDuePayments, type RefundDeps } from "./late-refunds";

/** A payment begun just before the link's end may finish a little after it. */
export const RECONCILE_GRACE_MS = 2 * 60_000;
export const RECONCILE_EVERY_MS = 60_000;

export type ReconcileResult = { paid: number; expired: number; refunded: number };

export async function reconcilePayments(deps: RefundDeps): Promise<ReconcileResult> {
  const now = deps.now?.() ?? new Date();
  const ended = new Date(now.getTime() - RECONCILE_GRACE_MS).toISOString();
  const due = await deps.db
    .selectFrom("bookings")
    .select(["id", "payment_link_id"])
    .where("state", "=", "held")
    .where("payment_mode", "=", "online")
    .where("hold_until", "<", ended)
    .orderBy("hold_until")
    .limit(100)
    .execute();
  const result: ReconcileResult = { paid: 0, expired: 0, refunded: 0 };
  for (const booking of due) {
    try {
      if (booking.payment_link_id) {
        const link = await deps.razorpay.fetchPaymentLink(booking.payment_link_id);
        const captured = link.payments?.find((p) => p.status === "captured");
        if (link.status === "paid" && captured) {
          const outcome = await applyPayment(
            deps,
            {
              bookingId: booking.id,
              paymentId: captured.payment_id,
              amountPaise: captured.amount,
              currency: link.currency,
            },
            "reconcile",
          );
          if (outcome === "confirmed") result.paid++;
          if (outcome !== "mismatch") continue;
        }
      }
      const at = new Date().toISOString();
      const expired = await deps.db.transaction().execute((trx) =>
        moveBooking(trx, {
          id: booking.id,
          event: "expire",
          at,
          from: ["held"],
          holdEndedBefore: ended,
          note: "The hold ended unpaid (Razorpay has no payment for it).",
        }),
      );
      if (expired.moved) result.expired++;
    } catch (error) {
      // Razorpay out of reach: the booking stays held (its seat is already free) and is asked again.
      log.warn({ booking: booking.id, error: errorText(error) }, "Could not reconcile a booking");
    }
  }
  result.refunded = await refundDuePayments(deps);
  return result;
}

/** Runs the job every minute on this instance; stop() waits for a run in progress. */
export function startReconciling(deps: RefundDeps, everyMs = RECONCILE_EVERY_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = reconcilePayments(deps).catch((error: unknown) =>
      log.warn({ error: errorText(error) }, "The payments' reconciling failed; it runs again"),
    );
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
