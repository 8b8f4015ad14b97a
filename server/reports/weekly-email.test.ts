import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { insertMade } from "#tests/report-records.ts";
import { addStaff } from "#tests/staff.ts";
import { startWeeklyReport } from "./weekly-email";

const SITE = "https://www.arivutech.in";
/** Monday 30 November 2026, 09:29 IST. */
const BEFORE = new Date("2026-11-30T03:59:00.000Z");

describe.each(testBackends)("the weekly report email on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  const stops: (() => void)[] = [];

  const emails = () =>
    db
      .selectFrom("staff_emails")
      .selectAll()
      .where("id", "like", "weekly-report:%")
      .orderBy("to_email")
      .execute();
  const start = (dbFor = db) => {
    const weekly = startWeeklyReport({ db: dbFor, siteUrl: SITE, log: () => {} });
    stops.push(weekly.stop);
    return weekly;
  };

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(BEFORE);
    database = await backend.create();
    db = await database.open();
    await addStaff(db, { name: "Owner", email: "owner@arivu-test.in", role: "admin" });
    await addStaff(db, { name: "Deepa", email: "deepa@arivu-test.in", role: "admin" });
    await addStaff(db, { name: "Priya", email: "priya@arivu-test.in" });
    await insertMade(db, [
      // Last week (23-29 Nov, IST): three leads, one of them from Sunday 23:59 IST.
      { at: "2026-11-23T05:00:00.000Z", utmSource: "google" },
      { at: "2026-11-25T05:00:00.000Z", kind: "lead" },
      { at: "2026-11-29T18:29:00.000Z" },
      // The week before: one, and a spam.
      { at: "2026-11-17T05:00:00.000Z" },
      { at: "2026-11-17T06:00:00.000Z", spam: true },
      // This week (Monday 00:00 IST): not last week's.
      { at: "2026-11-29T18:30:00.000Z" },
    ]);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
    await db.destroy();
    await database.cleanup();
  });

  it("goes on Monday at 09:30 IST to each admin, with last week beside the week before", async () => {
    const weekly = start();
    await weekly.check();
    expect(await emails()).toEqual([]);
    vi.setSystemTime(new Date("2026-11-30T04:00:10.000Z"));
    await weekly.check();
    const sent = await emails();
    expect(sent.map((e) => e.to_email)).toEqual(["deepa@arivu-test.in", "owner@arivu-test.in"]);
    const mail = sent[0]!;
    expect(mail.subject).toBe("Last week: 3 leads (+2 on the week before)");
    expect(mail.text_body).toContain("The week of 2026-11-23 to 2026-11-29 (IST)");
    expect(mail.text_body).toContain("Leads: 3 (week before 1, +2)");
    expect(mail.text_body).toContain("From campaigns: 1 (week before 0, +1)");
    expect(mail.text_body).toContain("Chat: 1 (week before 0, +1)");
    expect(mail.text_body).toContain("Spam kept: 0 (week before 1, −1)");
    expect(mail.text_body).toContain(`${SITE}/admin/reports?range=custom&from=2026-11-23&to=2026-11-29`);
    expect(mail.html_body).toContain("<td");
  });

  it("is sent once by one of several instances, and not on other days", async () => {
    const others = await Promise.all([database.open(), database.open()]);
    const instances = [start(), start(others[0]), start(others[1])];
    vi.setSystemTime(new Date("2026-12-01T04:00:10.000Z")); // Tuesday
    for (const w of instances) await w.check();
    expect(await emails()).toEqual([]);
    stops.splice(0).forEach((stop) => stop());
    const again = [start(), start(others[0]), start(others[1])];
    vi.setSystemTime(new Date("2026-11-30T04:00:10.000Z"));
    for (const w of [...again, ...again]) await w.check();
    expect(await emails()).toHaveLength(2);
    const claims = await db
      .selectFrom("daily_counters")
      .selectAll()
      .where("name", "=", "weekly-report")
      .execute();
    expect(claims).toEqual([{ name: "weekly-report", day: "2026-11-30", count: 2 }]);
    for (const other of others) await other.destroy();
  });
});
