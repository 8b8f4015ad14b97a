/**
 * The batches the batch calendar shows, as bookings take them: the one list behind the
 * calendar and its seats, the course pages' booking links, the booking page, booking again,
 * and the seats a late payment may still take (server/bookings/batch-seats.ts). The company's
 * upcoming batches while it has published any; else the spec's schedule for next month, each
 * batch open, hybrid (the calendar says every one runs in the classroom and online at once),
 * with the default seat count and the course's fee, so a fresh install takes bookings.
 */
import { courseGroups } from "#app/content/courses.ts";
import type { BatchKey } from "#common/batches/batch-file.ts";
import { batchCourseGroups, generateBatches } from "#common/batches/generate-batches.ts";
import { IST_OFFSET_MINUTES, todayInIst } from "#common/ist-time.ts";
import { withFees } from "./apply";
import { listedBatches, type ListedBatch } from "./batches";
import type { SiteContent } from "./schema";

export type CalendarContent = Pick<SiteContent, "batches" | "courses" | "billing">;

/** The upcoming batches the company entered, as the calendar lists them (empty: it shows the schedule). */
export function enteredBatches(content: Pick<SiteContent, "batches" | "courses">, todayIst = todayInIst()) {
  return listedBatches(content.batches, withFees(courseGroups, content.courses), todayIst);
}

/** The schedule generated at `at`, each batch as a booking takes it, at the course's edited fee. */
function schedule(content: CalendarContent, at: Date): ListedBatch[] {
  const groups = withFees(courseGroups, content.courses);
  const fees = new Map(
    groups.flatMap((g) => g.subgroups.flatMap((s) => s.courses.map((c) => [c.id, c.price]))),
  );
  return generateBatches(at, batchCourseGroups(groups)).map((b) => ({
    ...b,
    mode: "hybrid",
    status: "open",
    seats: content.billing.defaultSeats,
    fee: fees.get(b.courseId) ?? "",
  }));
}

/** The calendar's batches, and whether they are the generated schedule's (the page words them so). */
export function calendarBatches(
  content: CalendarContent,
  todayIst = todayInIst(),
): { generated: boolean; batches: ListedBatch[] } {
  const entered = enteredBatches(content, todayIst);
  if (entered.length > 0) return { generated: false, batches: entered };
  // Noon in Chennai: the IST date is todayIst whatever the server's zone.
  return { generated: true, batches: schedule(content, new Date(`${todayIst}T12:00:00+05:30`)) };
}

/** Months from the month of `a` to the month of `b` (dates as YYYY-MM-DD). */
function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split("-").map(Number);
  const [yb, mb] = b.split("-").map(Number);
  return (yb - ya) * 12 + (mb - ma);
}

/**
 * The calendar's batch `key` names. The page redraws the schedule for the visitor's own date,
 * which may differ from the server's by a day, so next month's schedule and the month after's
 * count while their batch has not started (a batch starting in a month is one generated on a day
 * of the month before). Later months are not on any visitor's calendar, so nobody holds their seats.
 */
export function calendarBatch(
  content: CalendarContent,
  key: BatchKey,
  todayIst = todayInIst(),
): ListedBatch | undefined {
  const same = (b: ListedBatch) =>
    b.courseId === key.courseId && b.startDate === key.startDate && b.type === key.type;
  const entered = enteredBatches(content, todayIst);
  if (entered.length > 0) return entered.find(same);
  if (monthsBetween(todayIst, key.startDate) > 2) return undefined;
  const [year, month] = key.startDate.split("-").map(Number);
  // Noon in Chennai on the 15th of the month before the start.
  const monthBefore = new Date(Date.UTC(year, month - 2, 15, 12) - IST_OFFSET_MINUTES * 60_000);
  return schedule(content, monthBefore).find((b) => same(b) && b.startDate > todayIst);
}
