import { IST_OFFSET_MINUTES } from "#common/ist-time.ts";

/**
 * Office hours as the content says them ("Mon–Sat, 9:30 AM–7:00 PM IST", edited at
 * /admin/content), read into days and minutes of the IST day, so the report can tell a lead that
 * came in while the office was open from one that came in at night or on a Sunday.
 */
export type OfficeHours = { days: number[]; open: number; close: number };

const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
/** What the seed content says, used when the text cannot be read. */
export const DEFAULT_OFFICE_HOURS: OfficeHours = { days: [1, 2, 3, 4, 5, 6], open: 570, close: 1140 };

const DAY_RANGE =
  /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\s*(?:[–—-]|to)\s*(sun|mon|tue|wed|thu|fri|sat)[a-z]*/i;
const TIME_RANGE =
  /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\s*(?:[–—-]|to)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?/i;

function minutes(hour: string, minute: string | undefined, half: string | undefined): number {
  let h = Number(hour) % 12;
  if (!half) h = Number(hour);
  else if (half.toLowerCase() === "pm") h += 12;
  return h * 60 + Number(minute ?? 0);
}

/** The hours in `text`; the seed's hours when it names no day range and time range. */
export function parseOfficeHours(text: string): OfficeHours {
  const days = DAY_RANGE.exec(text);
  const times = TIME_RANGE.exec(text.replace(DAY_RANGE, ""));
  if (!days || !times) return DEFAULT_OFFICE_HOURS;
  const first = DAYS.indexOf(days[1]!.toLowerCase());
  const last = DAYS.indexOf(days[2]!.toLowerCase());
  const list: number[] = [];
  for (let d = first; ; d = (d + 1) % 7) {
    list.push(d);
    if (d === last || list.length === 7) break;
  }
  const open = minutes(times[1]!, times[2], times[3] ?? times[6]);
  const close = minutes(times[4]!, times[5], times[6]);
  if (!(open < close)) return DEFAULT_OFFICE_HOURS;
  return { days: list, open, close };
}

/** True when the instant `iso` falls within the hours, in IST. */
export function inOfficeHours(iso: string, hours: OfficeHours): boolean {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000);
  const minute = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  return hours.days.includes(ist.getUTCDay()) && minute >= hours.open && minute < hours.close;
}
