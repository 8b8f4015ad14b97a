/**
 * Which batches can be booked, and for how much: an upcoming batch the company entered (it has
 * seats), at a fee of one amount (not a range, not "Contact for Pricing"). Pure and free of
 * zod: the calendar draws its buttons with it, and the server prices bookings with it.
 */
import { priceAmounts } from "#app/content/course-rules.ts";
import type { ListedBatch } from "#app/content/live/batches.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import { batchKeyOf } from "#common/booking/batch-key.ts";
import type { BatchPrice } from "#common/booking/price.ts";

export type BookableBatch = ListedBatch & BatchPrice & { key: string };

const paise = (fee: string): number | null => {
  const amounts = priceAmounts(fee);
  return amounts.length === 1 ? amounts[0] * 100 : null;
};

/** The batch as a booking prices it; undefined when its fee is not one amount. */
export function bookable(batch: ListedBatch, courses: SiteContent["courses"]): BookableBatch | undefined {
  const feePaise = paise(batch.fee);
  if (feePaise === null) return undefined;
  const deposit = paise(courses.find((c) => c.id === batch.courseId)?.deposit ?? "");
  return {
    ...batch,
    key: batchKeyOf(batch),
    feePaise,
    // A deposit is only offered below the batch's own fee (a batch may cost less than its course).
    depositPaise: deposit !== null && deposit < feePaise ? deposit : null,
  };
}

/** What the calendar shows of a batch's seats: how many are left, read per request. */
export type SeatsLeft = Record<string, number>;

/** Full: marked so by the company, or no seat left. */
export const isFull = (batch: Pick<ListedBatch, "status">, left: number | undefined) =>
  batch.status === "full" || left === 0;

/** "1 seat left", "12 seats left". */
export const seatsLeftText = (left: number) => `${left} seat${left === 1 ? "" : "s"} left`;
