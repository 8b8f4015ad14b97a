import { calendarDayProblem } from "#common/calendar-date.ts";
import { todayInIst } from "#common/ist-time.ts";

/**
 * The period a report covers, in IST days (sales work in Chennai): this month by default, the
 * last 7, 30 or 90 days, or a custom range of at most a year. Weeks start on Monday, IST.
 */

export const rangePresets = ["month", "7", "30", "90", "custom"] as const;
export type RangePreset = (typeof rangePresets)[number];

export const presetLabels: Record<RangePreset, string> = {
  month: "This month",
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
  custom: "Custom range",
};

/** Inclusive IST days, "YYYY-MM-DD". */
export type ReportRange = { preset: RangePreset; from: string; to: string };
export type RangeErrors = Partial<Record<"from" | "to", string>>;

export const MAX_RANGE_DAYS = 366;

/** `day` plus `n` days ("YYYY-MM-DD" arithmetic on UTC midnights, so no time zone shifts it). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The 1st of the month after `first`, a month's 1st ("YYYY-MM-01"). */
export const nextMonth = (first: string) => `${addDays(first, 32).slice(0, 7)}-01`;

/** The Monday of `day`'s week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant an IST day starts, as stored (UTC ISO text). */
export const istDayStart = (day: string) => new Date(`${day}T00:00:00.000+05:30`).toISOString();

/** The stored instants [start, end) that a range covers. */
export const rangeBounds = (r: { from: string; to: string }) => ({
  start: istDayStart(r.from),
  end: istDayStart(addDays(r.to, 1)),
});

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The range a preset means on `today`. */
export function presetRange(preset: Exclude<RangePreset, "custom">, today: string): ReportRange {
  if (preset === "month") return { preset, from: `${today.slice(0, 8)}01`, to: today };
  return { preset, from: addDays(today, -(Number(preset) - 1)), to: today };
}

/**
 * The range a query asks for (?range=30, or ?range=custom&from=…&to=…). A bad custom range
 * says why under each field and shows this month meanwhile; the typed values are kept.
 */
export function parseRange(
  query: URLSearchParams,
  now = new Date(),
): { range: ReportRange; errors: RangeErrors; typed: { from: string; to: string } } {
  const today = todayInIst(now);
  const asked = rangePresets.find((p) => p === query.get("range"));
  const from = (query.get("from") ?? "").trim().slice(0, 20);
  const to = (query.get("to") ?? "").trim().slice(0, 20);
  const preset = asked ?? (from || to ? "custom" : "month");
  if (preset !== "custom") return { range: presetRange(preset, today), errors: {}, typed: { from, to } };
  const errors: RangeErrors = {};
  const problem = (day: string) => {
    if (!day) return "Enter a date.";
    const p = calendarDayProblem(day, today);
    return p === "not-a-day"
      ? "Enter a real date (YYYY-MM-DD)."
      : p
        ? "Enter a date from 2020 on."
        : undefined;
  };
  const fromProblem = problem(from);
  const toProblem = problem(to);
  if (fromProblem) errors.from = fromProblem;
  if (toProblem) errors.to = toProblem;
  if (!fromProblem && !toProblem) {
    if (to < from) errors.to = "The end must be on or after the start.";
    else if (daysBetween(from, to) >= MAX_RANGE_DAYS) errors.to = "Choose a range of at most a year.";
  }
  if (Object.keys(errors).length > 0)
    return { range: presetRange("month", today), errors, typed: { from, to } };
  return { range: { preset, from, to }, errors, typed: { from, to } };
}

/** The weeks (Monday to Sunday) a range touches, each cut to the range: its days and its stored bounds. */
export function weeksOf(r: { from: string; to: string }) {
  const weeks: { week: string; from: string; to: string; start: string; end: string }[] = [];
  for (let monday = mondayOf(r.from); monday <= r.to; monday = addDays(monday, 7)) {
    const from = monday < r.from ? r.from : monday;
    const sunday = addDays(monday, 6);
    const to = sunday > r.to ? r.to : sunday;
    weeks.push({ week: monday, from, to, ...rangeBounds({ from, to }) });
  }
  return weeks;
}

/** "?range=…" for a link or the CSV that keeps the range. */
export function rangeQuery(r: ReportRange): string {
  return r.preset === "custom" ? `range=custom&from=${r.from}&to=${r.to}` : `range=${r.preset}`;
}
