import type { refundBooking } from "#server/bookings/refund.ts";

type RefundInput = Parameters<typeof refundBooking>[1];

declare module "react-router" {
  interface AppLoadContext {
    /**
     * Refunds a paid booking in full or in part (server/bookings/refund.ts): through Razorpay when
     * it was paid online, recorded when offline. Absent while prerendering.
     */
    refundBooking?: (input: RefundInput) => ReturnType<typeof refundBooking>;
  }
}
