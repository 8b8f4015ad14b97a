import { z } from "zod";
import { todayInIst } from "./ist-time";

/**
 * A calendar day typed or posted as "YYYY-MM-DD": one that exists (no 31 February, never
 * rolled over to March) and lies in a range a business date can have. Shared by every form
 * with a date (the content editor's offer and batches, the sales inbox's follow-up).
 */

/** No date the site deals in is older than the company's records. */
export const EARLIEST_YEAR = 2020;
/** Nor further ahead than this many years from today. */
export const YEARS_AHEAD = 5;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `text` is "YYYY-MM-DD" and that day exists in the Gregorian calendar. */
export function isRealDay(text: string): boolean {
  const m = DAY_PATTERN.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-31 over to 3 March: a real day comes back as it went in.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The last day accepted: `YEARS_AHEAD` years after `today` ("YYYY-MM-DD"). */
export function latestDay(today: string): string {
  const year = Number(today.slice(0, 4)) + YEARS_AHEAD;
  const rest = today.slice(4) === "-02-29" ? "-02-28" : today.slice(4);
  return `${year}${rest}`;
}

/** Why `text` is not a day a form accepts, or undefined when it is. */
export function calendarDayProblem(text: string, today: string): "not-a-day" | "out-of-range" | undefined {
  if (!isRealDay(text)) return "not-a-day";
  if (text < `${EARLIEST_YEAR}-01-01` || text > latestDay(today)) return "out-of-range";
  return undefined;
}

export type CalendarDayMessages = {
  /** Empty, or not a day that exists. */
  invalid: string;
  /** Before 2020 or more than five years ahead; given the last year accepted. */
  outOfRange?: string | ((latestYear: string) => string);
};

/**
 * A zod schema for a form's date field: a real day from 2020 to five years after `today()`
 * (today in Chennai unless told; asked at each check, so a long-running server moves with the
 * calendar). Messages are the field's.
 */
export function calendarDay(messages: CalendarDayMessages, today: () => string = todayInIst) {
  return z
    .string(messages.invalid)
    .trim()
    .superRefine((text, ctx) => {
      const now = today();
      const problem = calendarDayProblem(text, now);
      if (problem === "not-a-day") ctx.addIssue({ code: "custom", message: messages.invalid });
      else if (problem === "out-of-range")
        ctx.addIssue({ code: "custom", message: outOfRangeMessage(messages, latestDay(now).slice(0, 4)) });
    });
}

function outOfRangeMessage({ outOfRange }: CalendarDayMessages, latestYear: string): string {
  if (typeof outOfRange === "function") return outOfRange(latestYear);
  return outOfRange ?? `Enter a date from ${EARLIEST_YEAR} to ${latestYear}: check the year.`;
}
