import { format } from "date-fns";

/** Chennai's time zone. India keeps +05:30 all year, so its offset is fixed. */
export const IST_TIME_ZONE = "Asia/Kolkata";
export const IST_OFFSET_MINUTES = 330;

/**
 * The calendar date in Chennai at `now`, "2027-04-05". By the fixed offset, not Intl: the
 * first time-zone formatter a page makes costs its main thread 15-25 ms (every page asks for
 * the date, for the offer banner).
 */
export function todayInIst(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/**
 * "20 Nov 2026, 11:30 IST": sales work in Chennai, so the inbox and its CSV show times in IST.
 * Built from the UTC fields shifted by +05:30 (not Intl), so the server and every browser
 * print the same text and hydration never differs.
 */
export function istTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const ist = new Date(t + IST_OFFSET_MINUTES * 60_000);
  const asLocal = new Date(
    ist.getUTCFullYear(),
    ist.getUTCMonth(),
    ist.getUTCDate(),
    ist.getUTCHours(),
    ist.getUTCMinutes(),
  );
  return `${format(asLocal, "dd MMM yyyy, HH:mm")} IST`;
}
