/** A bookable batch for tests of the booking page, built from the seed content as the calendar lists it. */
import { courseGroups } from "#app/content/courses.ts";
import { withFees } from "#app/content/live/apply.ts";
import { listedBatches } from "#app/content/live/batches.ts";
import { bookable, type BookableBatch } from "#app/content/live/bookable.ts";
import type { Batch, SiteContent } from "#app/content/live/schema.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { batchKeyOf } from "#common/booking/batch-key.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";
import { todayInIst } from "#common/ist-time.ts";

/** A Saturday five to six weeks from today (IST): always upcoming, whenever the tests run. */
function saturdayAhead(): string {
  const day = new Date(`${todayInIst()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 35 + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

/** CCNA on a weekend, ₹25,000, with a ₹5,000 seat deposit. */
export const CCNA_BATCH: Batch = {
  courseId: "ccna",
  startDate: saturdayAhead(),
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
  const [listed] = listedBatches(content.batches, withFees(courseGroups, content.courses), todayInIst());
  return bookable(listed, content.courses)!;
}

/** The test batch's key ("ccna-2027-01-09-weekend") and name in records ("CCNA, Sat, 9 Jan 2027 weekend batch"). */
export const CCNA_KEY = batchKeyOf({ ...CCNA_BATCH, type: "Weekend" });
export const CCNA_NAME = `CCNA, ${formatStartDate(CCNA_BATCH.startDate)} weekend batch`;

/** A week after the test batch's start, for a second batch of the same course. */
export function weekAfter(date: string, weeks = 1): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * weeks);
  return day.toISOString().slice(0, 10);
}
