import { describe, expect, it } from "vitest";
import { DEFAULT_OFFICE_HOURS, inOfficeHours, parseOfficeHours } from "./office-hours";

describe("office hours from the content's text", () => {
  it("reads days and times as the content writes them", () => {
    expect(parseOfficeHours("Mon–Sat, 9:30 AM–7:00 PM IST")).toEqual({
      days: [1, 2, 3, 4, 5, 6],
      open: 570,
      close: 1140,
    });
    expect(parseOfficeHours("Monday to Friday, 10 am - 6 pm")).toEqual({
      days: [1, 2, 3, 4, 5],
      open: 600,
      close: 1080,
    });
    expect(parseOfficeHours("Mon-Fri 09:00-17:30")).toEqual({
      days: [1, 2, 3, 4, 5],
      open: 540,
      close: 1050,
    });
  });

  it("falls back to the seed's hours for text it cannot read", () => {
    expect(parseOfficeHours("Call us any time")).toEqual(DEFAULT_OFFICE_HOURS);
  });

  it("tells open from closed in IST", () => {
    const hours = parseOfficeHours("Mon–Sat, 9:30 AM–7:00 PM IST");
    expect(inOfficeHours("2026-11-02T04:00:00Z", hours)).toBe(true); // Mon 09:30 IST
    expect(inOfficeHours("2026-11-02T03:59:00Z", hours)).toBe(false); // Mon 09:29 IST
    expect(inOfficeHours("2026-11-02T13:29:00Z", hours)).toBe(true); // Mon 18:59 IST
    expect(inOfficeHours("2026-11-02T13:30:00Z", hours)).toBe(false); // Mon 19:00 IST
    expect(inOfficeHours("2026-11-08T06:00:00Z", hours)).toBe(false); // Sun 11:30 IST
  });
});
