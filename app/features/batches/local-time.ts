import { sessionInstants, type Batch } from "#common/batches/generate-batches.ts";
import { IST_OFFSET_MINUTES, IST_TIME_ZONE } from "#common/ist-time.ts";

/**
 * One formatter per time zone and kind: building an Intl.DateTimeFormat costs far more than
 * using one, and the calendar formats every batch card on the main thread after hydration.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: "wall" | "clock", timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made =
      kind === "wall"
        ? new Intl.DateTimeFormat("en-US", {
            timeZone,
            hourCycle: "h23",
            year: "numeric",
            month: "numeric",
            day: "numeric",
            hour: "numeric",
            minute: "numeric",
          })
        : new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true });
    formatters.set(key, made);
  }
  return made;
}

/** Year, month, day, hour and minute of an instant on the wall clock of a time zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = formatter("wall", timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** Minutes the time zone is ahead of UTC at that instant. */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** "7:00 PM" (a plain space: some engines put a narrow no-break space before AM/PM). */
export function formatClock(instant: Date, timeZone: string): string {
  return formatter("clock", timeZone).format(instant).replace(/\s/g, " ");
}

/**
 * The first session's start in IST and in the visitor's time zone, e.g.
 * "7:00 PM IST · 5:30 PM in your time (Asia/Dubai)"; null when the visitor's clock reads as IST.
 */
export function localSessionText(batch: Pick<Batch, "startDate" | "slot">, timeZone: string): string | null {
  const { start } = sessionInstants(batch);
  if (utcOffsetMinutes(start, timeZone) === IST_OFFSET_MINUTES) return null;
  const local = wallClock(start, timeZone);
  const localDate = Date.UTC(local.year, local.month - 1, local.day);
  const [y, m, d] = batch.startDate.split("-").map(Number);
  const istDate = Date.UTC(y, m - 1, d);
  const shift = localDate > istDate ? " (next day)" : localDate < istDate ? " (previous day)" : "";
  return `${formatClock(start, IST_TIME_ZONE)} IST · ${formatClock(start, timeZone)}${shift} in your time (${timeZone})`;
}
