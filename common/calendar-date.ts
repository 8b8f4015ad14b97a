/**
 * Calendar days written as an HTML date field sends them ("2026-11-21"). JavaScript's Date
 * rolls an impossible day over (31 February becomes 3 March) or throws on a wild one, so a
 * form checks the day is real before any Date is made of it.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when `isoDate` is YYYY-MM-DD and that day exists in the Gregorian calendar. */
export function isRealDay(isoDate: string): boolean {
  const match = DAY.exec(isoDate);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export type DayRange = {
  /** The first year allowed (from 1 January). */
  fromYear: number;
  /** How many years after this year are allowed (to 31 December of the last). */
  yearsAhead: number;
  /** "Now", for tests; the year is taken in UTC, which differs from IST's only on New Year's Eve night. */
  now?: Date;
};

/** True when `isoDate` is a real day from 1 January of `fromYear` to 31 December `yearsAhead` years on. */
export function dayInRange(isoDate: string, { fromYear, yearsAhead, now = new Date() }: DayRange): boolean {
  if (!isRealDay(isoDate)) return false;
  const year = Number(isoDate.slice(0, 4));
  return year >= fromYear && year <= now.getUTCFullYear() + yearsAhead;
}
