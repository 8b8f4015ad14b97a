import { describe, expect, it } from "vitest";
import { istTime, todayInIst } from "./ist-time";

describe("istTime", () => {
  it("prints an instant in IST (UTC+05:30), crossing midnight", () => {
    expect(istTime("2026-11-20T06:00:00.000Z")).toBe("20 Nov 2026, 11:30 IST");
    expect(istTime("2026-12-31T19:00:00Z")).toBe("01 Jan 2027, 00:30 IST");
  });

  it("prints nothing for no time and leaves an unreadable one as it is", () => {
    expect(istTime(null)).toBe("");
    expect(istTime(undefined)).toBe("");
    expect(istTime("soon")).toBe("soon");
  });
});

describe("todayInIst", () => {
  it("turns to the next day at midnight in Chennai, 18:30 UTC", () => {
    expect(todayInIst(new Date("2027-04-05T18:29:59Z"))).toBe("2027-04-05");
    expect(todayInIst(new Date("2027-04-05T18:30:00Z"))).toBe("2027-04-06");
    expect(todayInIst(new Date("2027-12-31T20:00:00Z"))).toBe("2028-01-01");
  });
});
