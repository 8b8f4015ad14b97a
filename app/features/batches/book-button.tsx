import { buttonVariants } from "#app/components/ui/button.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { seatsLeftText, type BatchSeats } from "#app/content/live/bookable.ts";
import { bookingPagePath } from "#common/booking/batch-key.ts";
import { formatStartDate, type Batch } from "#common/batches/generate-batches.ts";

/** The batch a booking link names and says. */
type LinkedBatch = Pick<Batch, "courseId" | "course" | "startDate" | "type">;

/** "3 seats left", or "Full" when none is left or the company marked the batch so. */
export const seatsText = (seats: BatchSeats) => (seats.full ? "Full" : seatsLeftText(seats.left));

/**
 * Book a seat, or when none is left the same page's waiting list: a plain link, live from the
 * first paint. The batch calendar and the course cards both draw it.
 */
export function BookButton({ batch, full }: { batch: LinkedBatch; full: boolean }) {
  return (
    <AppLink
      href={bookingPagePath(batch)}
      rel="nofollow"
      className={buttonVariants({ variant: full ? "outline" : "primary", size: "sm" })}
    >
      {full ? "Full — join the waiting list" : "Book a seat"}
      <span className="sr-only">
        : {batch.course}, {formatStartDate(batch.startDate)}
      </span>
    </AppLink>
  );
}
