import { describe, expect, it } from "vitest";
import { calendarDay, calendarDayProblem, isRealDay, latestDay } from "./calendar-date";

const TODAY = "2026-11-29";
const field = calendarDay({ invalid: "Enter the day." }, () => TODAY);
const messageFor = (text: unknown) => {
  const result = field.safeParse(text);
  return result.success ? undefined : result.error.issues[0].message;
};

describe("a calendar day", () => {
  it("is a day that exists, never rolled over to the next month", () => {
    expect(isRealDay("2026-02-28")).toBe(true);
    expect(isRealDay("2028-02-29")).toBe(true);
    expect(isRealDay("2026-02-29")).toBe(false);
    expect(isRealDay("2026-02-31")).toBe(false);
    expect(isRealDay("2026-04-31")).toBe(false);
    expect(isRealDay("2026-13-01")).toBe(false);
    expect(isRealDay("2026-00-10")).toBe(false);
    expect(isRealDay("2026-1-5")).toBe(false);
    expect(isRealDay("05/01/2026")).toBe(false);
  });

  it("lies from 2020 to five years after today", () => {
    expect(latestDay(TODAY)).toBe("2031-11-29");
    expect(latestDay("2028-02-29")).toBe("2033-02-28");
    expect(calendarDayProblem("2020-01-01", TODAY)).toBeUndefined();
    expect(calendarDayProblem("2031-11-29", TODAY)).toBeUndefined();
    expect(calendarDayProblem("2019-12-31", TODAY)).toBe("out-of-range");
    expect(calendarDayProblem("1900-01-01", TODAY)).toBe("out-of-range");
    expect(calendarDayProblem("2031-11-30", TODAY)).toBe("out-of-range");
    expect(calendarDayProblem("9999-12-31", TODAY)).toBe("out-of-range");
    expect(calendarDayProblem("2026-02-31", TODAY)).toBe("not-a-day");
  });

  it("gives the field's message, and names the years accepted when out of range", () => {
    expect(messageFor("2027-03-01")).toBeUndefined();
    expect(messageFor(" 2027-03-01 ")).toBeUndefined();
    expect(messageFor("2026-02-31")).toBe("Enter the day.");
    expect(messageFor("")).toBe("Enter the day.");
    expect(messageFor(undefined)).toBe("Enter the day.");
    expect(messageFor("9999-12-31")).toBe("Enter a date from 2020 to 2031: check the year.");
    const own = calendarDay({ invalid: "x", outOfRange: (year) => `Up to ${year}.` }, () => TODAY);
    expect(own.safeParse("1900-01-01").error?.issues[0].message).toBe("Up to 2031.");
  });
});
