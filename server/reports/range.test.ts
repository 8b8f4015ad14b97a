import { describe, expect, it } from "vitest";
import { mondayOf, parseRange, rangeBounds, weeksOf } from "./range";

const at = (iso: string) => new Date(iso);
const q = (s: string) => new URLSearchParams(s);

describe("the report's period", () => {
  it("is this month by default, by the IST date (past 18:30 UTC it is already tomorrow in Chennai)", () => {
    expect(parseRange(q(""), at("2026-11-30T18:29:00Z")).range).toEqual({
      preset: "month",
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(parseRange(q(""), at("2026-11-30T18:30:00Z")).range).toEqual({
      preset: "month",
      from: "2026-12-01",
      to: "2026-12-01",
    });
  });

  it("covers the last 7, 30 or 90 days, today included", () => {
    const now = at("2026-11-29T08:00:00Z");
    expect(parseRange(q("range=7"), now).range).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    expect(parseRange(q("range=30"), now).range).toMatchObject({ from: "2026-10-31", to: "2026-11-29" });
    expect(parseRange(q("range=90"), now).range).toMatchObject({ from: "2026-09-01", to: "2026-11-29" });
  });

  it("takes a custom range, and says what is wrong with a bad one under its field, keeping what was typed", () => {
    const now = at("2026-11-29T08:00:00Z");
    expect(parseRange(q("range=custom&from=2026-01-01&to=2026-03-31"), now).range).toEqual({
      preset: "custom",
      from: "2026-01-01",
      to: "2026-03-31",
    });
    const bad = parseRange(q("range=custom&from=2026-02-31&to=2026-01-01"), now);
    expect(bad.errors).toEqual({ from: "Enter a real date (YYYY-MM-DD)." });
    expect(bad.typed).toEqual({ from: "2026-02-31", to: "2026-01-01" });
    expect(bad.range.preset).toBe("month");
    expect(parseRange(q("range=custom&from=2026-03-01&to=2026-02-01"), now).errors).toEqual({
      to: "The end must be on or after the start.",
    });
    expect(parseRange(q("range=custom&from=2024-01-01&to=2026-01-01"), now).errors).toEqual({
      to: "Choose a range of at most a year.",
    });
    expect(parseRange(q("range=custom"), now).errors).toEqual({ from: "Enter a date.", to: "Enter a date." });
  });

  it("starts and ends at IST midnight", () => {
    expect(rangeBounds({ from: "2026-11-02", to: "2026-11-08" })).toEqual({
      start: "2026-11-01T18:30:00.000Z",
      end: "2026-11-08T18:30:00.000Z",
    });
  });

  it("splits into Monday-to-Sunday weeks, the first and last cut to the period", () => {
    expect(mondayOf("2026-11-01")).toBe("2026-10-26"); // a Sunday
    expect(mondayOf("2026-11-02")).toBe("2026-11-02");
    expect(weeksOf({ from: "2026-11-01", to: "2026-11-10" }).map((w) => [w.week, w.from, w.to])).toEqual([
      ["2026-10-26", "2026-11-01", "2026-11-01"],
      ["2026-11-02", "2026-11-02", "2026-11-08"],
      ["2026-11-09", "2026-11-09", "2026-11-10"],
    ]);
  });
});
