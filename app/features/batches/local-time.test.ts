import { describe, expect, it } from "vitest";
import { localSessionText, utcOffsetMinutes } from "./local-time";

const monday7pm = { startDate: "2027-04-05", slot: { start: "19:00", end: "21:00" } };

describe("localSessionText", () => {
  it("shows the IST start beside the visitor's own time", () => {
    expect(localSessionText(monday7pm, "Asia/Dubai")).toBe("7:00 PM IST · 5:30 PM in your time (Asia/Dubai)");
    expect(localSessionText(monday7pm, "Asia/Singapore")).toBe(
      "7:00 PM IST · 9:30 PM in your time (Asia/Singapore)",
    );
  });

  it("says nothing more for a visitor in IST", () => {
    expect(localSessionText(monday7pm, "Asia/Kolkata")).toBeNull();
    expect(localSessionText(monday7pm, "Asia/Calcutta")).toBeNull();
  });

  it("marks a session that falls on another day locally", () => {
    const late = { startDate: "2027-04-05", slot: { start: "21:00", end: "23:00" } };
    expect(localSessionText(late, "Asia/Tokyo")).toBe(
      "9:00 PM IST · 12:30 AM (next day) in your time (Asia/Tokyo)",
    );
    const saturday9am = { startDate: "2027-04-03", slot: { start: "09:00", end: "13:00" } };
    expect(localSessionText(saturday9am, "America/New_York")).toBe(
      "9:00 AM IST · 11:30 PM (previous day) in your time (America/New_York)",
    );
  });

  it("follows daylight saving of the visitor's zone", () => {
    expect(utcOffsetMinutes(new Date("2027-01-15T12:00:00Z"), "Europe/London")).toBe(0);
    expect(utcOffsetMinutes(new Date("2027-07-15T12:00:00Z"), "Europe/London")).toBe(60);
    expect(utcOffsetMinutes(new Date("2027-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
  });
});
