import { format } from "date-fns";
import { IST_OFFSET_MINUTES } from "#common/batches/generate-batches.ts";

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
