import { bookable } from "#app/content/live/bookable.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import { enteredBatches } from "#app/features/batches/calendar-event.server.ts";
import { bookingPagePath } from "#common/booking/batch-key.ts";

/**
 * Where to book each course's soonest upcoming batch that is open and bookable, by course id.
 * For prerendered pages: the booking page itself shows the seats left, read when it is opened.
 */
export function bookPathsOf(content: Pick<SiteContent, "batches" | "courses">): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const batch of enteredBatches(content)) {
    if (batch.status === "full" || !bookable(batch, content.courses)) continue;
    paths[batch.courseId] ??= bookingPagePath(batch);
  }
  return paths;
}
