/** A quantile of sorted numbers, interpolated between neighbours (as spreadsheets and d3 do); undefined for none. */
export function quantile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (h - lo);
}

/** How long sales took on a set of records, in minutes. */
export type Durations = { n: number; median?: number; p90?: number };

/** Rounded to a tenth of a minute: finer is noise, and it keeps floating-point dust out of the CSV. */
const tenth = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 10) / 10);

export function durations(minutes: number[]): Durations {
  const sorted = [...minutes].sort((a, b) => a - b);
  return { n: sorted.length, median: tenth(quantile(sorted, 0.5)), p90: tenth(quantile(sorted, 0.9)) };
}

/** Part of a whole as a whole percent; undefined when there is no whole. */
export const percent = (part: number, whole: number) =>
  whole === 0 ? undefined : Math.round((part / whole) * 100);
