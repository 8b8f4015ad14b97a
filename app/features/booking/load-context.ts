import type { BookableBatch } from "#app/content/live/bookable.ts";
import type {
  BookingDesk,
  BookingView,
  BookOutcome,
  WaitingListOutcome,
} from "#server/bookings/booking-desk.ts";

type SeatOffer = NonNullable<Awaited<ReturnType<BookingDesk["offer"]>>>;

declare module "react-router" {
  interface AppLoadContext {
    /**
     * Bookings, bound to the requesting client (server/bookings/booking-desk.ts). Absent
     * while prerendering and where the server takes no bookings: the pages then book nothing.
     */
    bookings?: {
      /** Whether payment is online (Razorpay keys set), else at the office. */
      onlinePayments: boolean;
      seatsLeft(batches: readonly Pick<BookableBatch, "key" | "seats">[]): Promise<Record<string, number>>;
      book(batch: BookableBatch, input: Record<string, string>): Promise<BookOutcome>;
      joinWaitingList(batch: BookableBatch, input: Record<string, string>): Promise<WaitingListOutcome>;
      view(id: string): Promise<BookingView | undefined>;
      offer(id: string): Promise<SeatOffer | undefined>;
    };
  }
}
