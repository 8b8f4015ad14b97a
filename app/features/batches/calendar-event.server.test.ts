import { createEvent } from "ics";
import { describe, expect, it } from "vitest";
import { batchEvent } from "./calendar-event.server";
import { icsFileName } from "#common/batches/batch-file.ts";
import type { Batch } from "#common/batches/generate-batches.ts";

const batch: Batch = {
  courseId: "ccna",
  course: "CCNA",
  group: "Core & Enterprise Networking",
  iconClass: "Network",
  type: "Weekday",
  startDate: "2027-04-05",
  timings: "Mon-Fri 7:30-9:30 PM IST",
  note: "New Batch Starting!",
  slot: { start: "19:30", end: "21:30" },
};

describe("batch calendar event", () => {
  const { error, value } = createEvent(batchEvent(batch, "https://arivutech.in/it-training/batch-calendar"));

  it("builds a valid event", () => {
    expect(error).toBeFalsy();
    expect(value).toContain("BEGIN:VEVENT");
  });

  it("starts at the IST slot, written in UTC, and lasts as long as the slot", () => {
    expect(value).toContain("DTSTART:20270405T140000Z");
    expect(value).toContain("DURATION:PT2H");
  });

  it("names the course and the place", () => {
    expect(value).toContain("SUMMARY:CCNA batch — Arivu Technologies");
    expect(value).toContain("LOCATION:Arivu Technologies\\, Chennai / Online");
  });

  it("has a file name with the course and date", () => {
    expect(icsFileName(batch)).toBe("ccna-batch-2027-04-05.ics");
  });
});
