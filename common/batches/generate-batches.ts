/**
 * The batch calendar: one upcoming batch per course, generated from a date for the next
 * month (nothing is stored). Rules, and how we read them:
 *
 * - Courses are taken in catalogue order (groups, then subgroups, then courses); `index` is a
 *   course's position in that whole list, starting at 0.
 * - Type: a course whose name contains CCIE or CISSP is always Weekend; any other course is
 *   Weekday at an even index and Weekend at an odd index.
 * - Start: a Weekday batch starts on the first Monday, Tuesday or Wednesday of next month for
 *   index % 3 = 0, 1, 2. A Weekend batch starts on the first Saturday of next month.
 * - A computed start that is not after today moves a month later, to the same rule applied to
 *   the following month (so a Weekday batch still starts Monday to Wednesday, a Weekend batch on
 *   a Saturday).
 * - Timings: slot index % 3 of the weekday or weekend slots below.
 * - The first course of each group gets the note 'New Batch Starting!'.
 *
 * Batches run in Chennai, so "today" and every date here are calendar dates in IST
 * (Asia/Kolkata, UTC+05:30, no daylight saving): the server and every visitor get the same list.
 */
import { addDays, addMonths, getDay, isAfter, lightFormat, startOfMonth, type Day } from "date-fns";
import { IST_OFFSET_MINUTES } from "#common/ist-time.ts";

export const NEW_BATCH_NOTE = "New Batch Starting!";

export type BatchType = "Weekday" | "Weekend";

/** A session slot: the text shown, and its start and end in IST ("HH:mm", 24-hour). */
export type Slot = { timings: string; start: string; end: string };

export const WEEKDAY_SLOTS: readonly Slot[] = [
  { timings: "Mon-Fri 7:00-9:00 PM IST", start: "19:00", end: "21:00" },
  { timings: "Mon-Fri 9:00-11:00 PM IST", start: "21:00", end: "23:00" },
  { timings: "Mon-Fri 7:30-9:30 PM IST", start: "19:30", end: "21:30" },
];

export const WEEKEND_SLOTS: readonly Slot[] = [
  { timings: "Sat & Sun 10:00 AM-2:00 PM IST", start: "10:00", end: "14:00" },
  { timings: "Sat & Sun 3:00-6:00 PM IST", start: "15:00", end: "18:00" },
  { timings: "Sat & Sun 9:00 AM-1:00 PM IST", start: "09:00", end: "13:00" },
];

/** Weekday batches start on these days by index % 3: Monday, Tuesday, Wednesday. */
const WEEKDAY_START_DAYS: readonly Day[] = [1, 2, 3];
const SATURDAY: Day = 6;

export type Batch = {
  courseId: string;
  course: string;
  /** Title of the catalogue group the course belongs to. */
  group: string;
  /** Icon registry name for the course's vertical. */
  iconClass: string;
  type: BatchType;
  /** First session, an ISO calendar date in IST ("2027-04-05"). */
  startDate: string;
  timings: string;
  note?: string;
  /** First session's start and end in IST ("HH:mm"). */
  slot: { start: string; end: string };
};

/** The part of the course catalogue the calendar needs (a CourseGroup[] fits). */
export type BatchCourseGroup = {
  title: string;
  subgroups: { courses: { id: string; name: string }[] }[];
};

/** Only names and ids: keeps the loader's payload small. */
export function batchCourseGroups(groups: readonly BatchCourseGroup[]): BatchCourseGroup[] {
  return groups.map((g) => ({
    title: g.title,
    subgroups: g.subgroups.map((s) => ({ courses: s.courses.map((c) => ({ id: c.id, name: c.name })) })),
  }));
}

/** The IST calendar date of an instant, as a local-midnight Date for date-fns arithmetic. */
export function istCalendarDate(instant: Date): Date {
  const ist = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return new Date(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
}

/** The first given weekday (0 = Sunday) on or after the 1st of `month`'s month. */
export function firstWeekdayOfMonth(month: Date, weekday: Day): Date {
  const first = startOfMonth(month);
  return addDays(first, (weekday - getDay(first) + 7) % 7);
}

export function isAlwaysWeekend(courseName: string): boolean {
  return /CCIE|CISSP/i.test(courseName);
}

export function batchType(courseName: string, index: number): BatchType {
  return isAlwaysWeekend(courseName) || index % 2 === 1 ? "Weekend" : "Weekday";
}

function startWeekday(type: BatchType, index: number): Day {
  return type === "Weekend" ? SATURDAY : WEEKDAY_START_DAYS[index % 3];
}

/**
 * Start date of a batch in `month`: by type and index, moved to the same rule a month later
 * when it is not after `today` (both calendar dates).
 */
export function batchStartDate(type: BatchType, index: number, month: Date, today: Date): Date {
  const weekday = startWeekday(type, index);
  const start = firstWeekdayOfMonth(month, weekday);
  return isAfter(start, today) ? start : firstWeekdayOfMonth(addMonths(startOfMonth(month), 1), weekday);
}

export function slotFor(type: BatchType, index: number): Slot {
  return (type === "Weekend" ? WEEKEND_SLOTS : WEEKDAY_SLOTS)[index % 3];
}

/** Icon of a course's vertical, from its group title. */
export function iconForGroup(groupTitle: string): string {
  if (/secur/i.test(groupTitle)) return "ShieldCheck";
  if (/\bAI\b|emerging/i.test(groupTitle)) return "BrainCircuit";
  if (/automation/i.test(groupTitle)) return "Workflow";
  return "Network";
}

/** The first day of the month after `today`'s month (IST), i.e. the month batches are planned for. */
export function batchMonth(today: Date): Date {
  return addMonths(startOfMonth(istCalendarDate(today)), 1);
}

/** Upcoming batches for the month after `today`'s month (IST). Pure: same input, same list. */
export function generateBatches(today: Date, groups: readonly BatchCourseGroup[]): Batch[] {
  const todayIst = istCalendarDate(today);
  const month = batchMonth(today);
  const batches: Batch[] = [];
  let index = 0;
  for (const group of groups) {
    let firstInGroup = true;
    for (const subgroup of group.subgroups) {
      for (const course of subgroup.courses) {
        const type = batchType(course.name, index);
        const slot = slotFor(type, index);
        batches.push({
          courseId: course.id,
          course: course.name,
          group: group.title,
          iconClass: iconForGroup(group.title),
          type,
          startDate: lightFormat(batchStartDate(type, index, month, todayIst), "yyyy-MM-dd"),
          timings: slot.timings,
          ...(firstInGroup ? { note: NEW_BATCH_NOTE } : {}),
          slot: { start: slot.start, end: slot.end },
        });
        firstInGroup = false;
        index += 1;
      }
    }
  }
  return batches;
}

function istInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  return new Date(Date.UTC(y, m - 1, d, h, min) - IST_OFFSET_MINUTES * 60_000);
}

/** The first session's start and end as instants (converted from IST). */
export function sessionInstants(batch: Pick<Batch, "startDate" | "slot">): { start: Date; end: Date } {
  return {
    start: istInstant(batch.startDate, batch.slot.start),
    end: istInstant(batch.startDate, batch.slot.end),
  };
}

/** "2027-04-05" as a local calendar date, for formatting without time-zone drift. */
export function calendarDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(y, m - 1, d);
}

// Names come from Intl, which the browser has anyway: date-fns' `format` and its locale data
// would add 5 KB of gzip to the calendar page.
const startDateParts = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const monthAndYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/** "Mon, 5 Apr 2027". */
export function formatStartDate(isoDate: string): string {
  const part = Object.fromEntries(
    startDateParts.formatToParts(calendarDate(isoDate)).map((p) => [p.type, p.value]),
  );
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

/** "April 2027". */
export function formatMonth(date: Date): string {
  return monthAndYear.format(date);
}
