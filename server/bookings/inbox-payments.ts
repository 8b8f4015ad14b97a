import type { Db } from "#server/db/index.ts";
import { confirmPayment } from "./confirm-payment";
import { inboxBookings, type InboxBookings } from "./inbox-bookings";

/** The inbox's bookings on `db`, confirming and refunding through the payment side. */
export function inboxBookingsOn(db: Db, queued: () => void): InboxBookings {
  return inboxBookings(
    db,
    {
      confirm: (p) => confirmPayment(db, p),
      refund: async () => ({ ok: false, message: "Refunds are not available yet." }),
    },
    queued,
  );
}
