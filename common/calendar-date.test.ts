import { describe, expect, it } from "vitest";
import { dayInRange, isRealDay } from "./calendar-date";

describe("isRealDay", () => {
  it("takes days that exist, leap days included", () => {
    for (const day of ["2026-01-01", "2026-12-31", "2026-04-30", "2028-02-29", "2000-02-29", "2026-02-28"])
      expect(isRealDay(day), day).toBe(true);
  });

  it("refuses days that do not exist instead of rolling them over", () => {
    for (const day of ["2026-02-31", "2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10"])
      expect(isRealDay(day), day).toBe(false);
    for (const day of ["2026-11-00", "9999-99-99", "2026-1-5", "2026-11-21T10:00", " 2026-11-21", ""])
      expect(isRealDay(day), day).toBe(false);
  });
});

describe("dayInRange", () => {
  const range = { fromYear: 2020, yearsAhead: 5, now: new Date("2026-11-29T12:00:00Z") };

  it("takes real days from the first year to the last", () => {
    expect(dayInRange("2020-01-01", range)).toBe(true);
    expect(dayInRange("2026-11-29", range)).toBe(true);
    expect(dayInRange("2031-12-31", range)).toBe(true);
  });

  it("refuses days before the first year, after the last, or that do not exist", () => {
    expect(dayInRange("2019-12-31", range)).toBe(false);
    expect(dayInRange("1900-01-01", range)).toBe(false);
    expect(dayInRange("2032-01-01", range)).toBe(false);
    expect(dayInRange("9999-12-31", range)).toBe(false);
    expect(dayInRange("2027-02-31", range)).toBe(false);
  });
});
