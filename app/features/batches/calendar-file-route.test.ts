/**
 * "Add to calendar" links to this route: the batch's first session as an .ics file, for the
 * batches the calendar shows, and a plain 404 for any other address.
 */
import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { seedContent } from "#app/content/live/seed.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import { todayInIst } from "#common/ist-time.ts";
import { env } from "#server/env.ts";
import { loader } from "#app/routes/it-training.batch-calendar.$file.ts";

function published(edit: (content: SiteContent) => void = () => {}): AppLoadContext {
  const content = seedContent();
  edit(content);
  return { liveContent: async () => ({ version: 2, content }) } as AppLoadContext;
}

const get = (file: string, context = published()) =>
  loader({
    context,
    params: { file },
    request: new Request(`${env.SITE_URL}/it-training/batch-calendar/${file}`),
  } as never);

describe("a batch's calendar file", () => {
  afterEach(() => vi.useRealTimers());

  it("is the first session of a scheduled batch, saved under the course and date", async () => {
    // In March 2027 the calendar shows April's schedule (a later month's batch is on none).
    vi.useFakeTimers({ now: new Date("2027-03-10T12:00:00+05:30"), toFake: ["Date"] });
    // CCNA, first in the catalogue: a Monday weekday batch at 7 PM IST (April 2027's schedule).
    const response = await get("ccna-2027-04-05-weekday.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="ccna-batch-2027-04-05.ics"',
    );
    const ics = (await response.text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("SUMMARY:CCNA batch — Arivu Technologies");
    // 7:00 PM IST is 13:30 UTC; two hours.
    expect(ics).toContain("DTSTART:20270405T133000Z");
    expect(ics).toContain("DURATION:PT2H");
    expect(ics).toContain("LOCATION:Arivu Technologies\\, Chennai / Online");
    expect(ics).toContain(`URL:${env.SITE_URL}/it-training/batch-calendar`);
    expect(ics).toContain("DESCRIPTION:Weekday batch\\, first session. Timings: Mon-Fri 7:00-9:00 PM IST.");
  });

  it("is an entered batch, with its mode, while the company has entered any", async () => {
    const date = `${Number(todayInIst().slice(0, 4)) + 1}-06-07`;
    const context = published((c) => {
      c.batches = [
        { courseId: "cissp", startDate: date, mode: "online", timing: "weekend", seats: 12, status: "open" },
      ];
    });
    const response = await get(`cissp-${date}-weekend.ics`, context);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="cissp-batch-${date}.ics"`,
    );
    const ics = await response.text();
    expect(ics).toContain("SUMMARY:CISSP batch — Arivu Technologies");
    expect(ics).toContain("LOCATION:Online");
    // The page shows only the entered batches then: the schedule's are not its batches.
    expect((await get("ccna-2027-04-05-weekday.ics", context)).status).toBe(404);
    // Nor is the same course on another timing.
    expect((await get(`cissp-${date}-weekday.ics`, context)).status).toBe(404);
  });

  it("is answered 404, in plain words, for a batch the calendar does not have", async () => {
    for (const file of [
      "ccna-2027-04-06-weekday.ics", // CCNA starts on a Monday, not a Tuesday
      "ccna-2027-04-05-weekend.ics",
      "no-such-course-2027-04-05-weekday.ics",
      "ccna-2027-13-45-weekday.ics",
      "ccna-batch-2027-04-05.ics",
      "anything",
    ]) {
      const response = await get(file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get("Content-Type"), file).toBe("text/plain; charset=utf-8");
      expect(await response.text(), file).toContain("There is no such batch");
    }
  });
});
