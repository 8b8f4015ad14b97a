import type { Db } from "#server/db/index.ts";
import type { RazorpayClient } from "#server/payments/razorpay.ts";
import { confirmPayment } from "./confirm-payment";
import { inboxBookings, type InboxBookings } from "./inbox-bookings";
import { refundBooking } from "./refund";

/**
 * The inbox's bookings on `db`: marked paid through the payments' confirmation, refunded through
 * Razorpay when `razorpay` gives its client (online payments on), else recorded as given back.
 */
export function inboxBookingsOn(
  db: Db,
  { queued, razorpay = () => undefined }: { queued: () => void; razorpay?: () => RazorpayClient | undefined },
): InboxBookings {
  return inboxBookings(
    db,
    {
      confirm: (p) => confirmPayment(db, p),
      refund: (p) => refundBooking({ db, razorpay: razorpay(), queued }, p),
    },
    queued,
  );
}
