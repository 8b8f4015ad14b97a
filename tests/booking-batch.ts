/** A bookable batch for tests of the booking page, built from the seed content as the calendar lists it. */
import { courseGroups } from "#app/content/courses.ts";
import { withFees } from "#app/content/live/apply.ts";
import { listedBatches } from "#app/content/live/batches.ts";
import { bookable, type BookableBatch } from "#app/content/live/bookable.ts";
import type { Batch, SiteContent } from "#app/content/live/schema.ts";
import { seedContent } from "#app/content/live/seed.ts";

/** CCNA on a weekend, ₹25,000, with a ₹5,000 seat deposit. */
export const CCNA_BATCH: Batch = {
  courseId: "ccna",
  startDate: "2027-01-09",
  mode: "classroom",
  timing: "weekend",
  seats: 3,
  fee: "₹25,000",
  status: "open",
};

/** The seed content with `batch` entered and the CCNA deposit set. */
export function contentWith(batch: Batch = CCNA_BATCH, deposit = "₹5,000"): SiteContent {
  const content = seedContent();
  return {
    ...content,
    batches: [batch],
    courses: content.courses.map((c) => (c.id === batch.courseId ? { ...c, deposit } : c)),
  };
}

export function bookableBatch(batch: Batch = CCNA_BATCH, deposit = "₹5,000"): BookableBatch {
  const content = contentWith(batch, deposit);
  const [listed] = listedBatches(content.batches, withFees(courseGroups, content.courses), "2026-11-29");
  return bookable(listed, content.courses)!;
}
