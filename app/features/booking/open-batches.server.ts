import { bookable } from "#app/content/live/bookable.ts";
import type { ListedBatch } from "#app/content/live/batches.ts";
import { calendarBatches, type CalendarContent } from "#app/content/live/calendar-batches.ts";

/** An open batch as a course lists it: what its booking link and line need, and its key for the seats left. */
export type OpenBatch = Pick<ListedBatch, "courseId" | "course" | "startDate" | "type" | "mode"> & {
  key: string;
};

/**
 * Each course's batches of the calendar (the generated schedule's while the company has
 * published none) that are open and bookable (a fee of one amount), soonest first, by course
 * id. No seats left here: the pages that list them are prerendered, and read the seats left
 * live (useLiveSeats).
 */
export function openBatchesOf(content: CalendarContent): Record<string, OpenBatch[]> {
  const open: Record<string, OpenBatch[]> = {};
  for (const batch of calendarBatches(content).batches) {
    const listed = batch.status === "full" ? undefined : bookable(batch, content.courses);
    if (!listed) continue;
    const { key, courseId, course, startDate, type, mode } = listed;
    (open[courseId] ??= []).push({ key, courseId, course, startDate, type, mode });
  }
  return open;
}
