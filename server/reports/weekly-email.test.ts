import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { bookingRow } from "#tests/bookings.ts";
import { insertMade } from "#tests/report-records.ts";
import { addStaff } from "#tests/staff.ts";
import type { ContactSource } from "#server/leads/email.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { startLeads } from "#server/leads/index.ts";
import { startSmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
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
  const start = (dbFor = db, contact?: ContactSource) => {
    const weekly = startWeeklyReport({ db: dbFor, siteUrl: SITE, contact, log: () => {} });
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
    await insertMade(
      db,
      [
        // Last week (23-29 Nov, IST): three leads, one of them from Sunday 23:59 IST, answered in 10
        // minutes on Monday at 10:30 IST; and a booking, paid.
        { id: "mon", at: "2026-11-23T05:00:00.000Z", utmSource: "google" },
        { id: "paid", at: "2026-11-24T05:00:00.000Z", kind: "booking" },
        { at: "2026-11-25T05:00:00.000Z", kind: "lead" },
        { at: "2026-11-29T18:29:00.000Z" },
        // The week before: one, and a spam.
        { at: "2026-11-17T05:00:00.000Z" },
        { at: "2026-11-17T06:00:00.000Z", spam: true },
        // This week (Monday 00:00 IST): not last week's.
        { at: "2026-11-29T18:30:00.000Z" },
      ],
      [
        {
          record: "mon",
          kind: "note",
          body: "Called",
          actor: "priya@arivu-test.in",
          at: "2026-11-23T05:10:00.000Z",
        },
      ],
    );
    const paidAt = "2026-11-24T06:00:00.000Z";
    await db
      .insertInto("bookings")
      .values(
        bookingRow("paid", { state: "paid", paid_at: paidAt, paid_paise: 2_950_000, created_at: paidAt }),
      )
      .execute();
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
    expect(mail.subject).toBe("Last week: 4 leads (+3 on the week before)");
    expect(mail.text_body).toContain("The week of 2026-11-23 to 2026-11-29 (IST)");
    expect(mail.text_body).toContain("Leads: 4 (week before 1, +3)");
    expect(mail.text_body).toContain("From campaigns: 1 (week before 0, +1)");
    expect(mail.text_body).toContain("Chat: 1 (week before 0, +1)");
    expect(mail.text_body).toContain("Spam kept: 0 (week before 1, −1)");
    expect(mail.text_body).toContain("Paid bookings: 1 (week before 0, +1)");
    expect(mail.text_body).toContain(
      "Revenue (paid less refunds): ₹29,500.00 (week before ₹0.00, +₹29,500.00)",
    );
    // Monday 10:30 IST is within the seed's hours (from 9:30).
    expect(mail.text_body).toContain("… to leads that came in during office hours: 10 (week before –, –)");
    expect(mail.text_body).toContain(`${SITE}/admin/reports?range=custom&from=2026-11-23&to=2026-11-29`);
    expect(mail.html_body).toContain("<td");
  });

  it("splits the answer times by the office hours the content gives now", async () => {
    const seed = seedContent().contact;
    const weekly = start(db, () => ({ ...seed, officeHours: "Mon–Sat, 11:00 AM – 7:00 PM IST" }));
    vi.setSystemTime(new Date("2026-11-30T04:00:10.000Z"));
    await weekly.check();
    const [mail] = await emails();
    expect(mail!.text_body).toContain("… to leads that came in during office hours: – (week before –, –)");
    expect(mail!.text_body).toContain("… to leads that came in outside office hours: 10 (week before –, –)");
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

  it("reaches each admin's mailbox through the outbox, and is off with WEEKLY_REPORT=false", async () => {
    const smtp = await startSmtpReceiver();
    vi.setSystemTime(new Date("2026-11-30T04:00:10.000Z"));
    const env = {
      DATA_DIR: "",
      OUTBOX_MAX_ATTEMPTS: 3,
      DAILY_DIGEST: false,
      SMTP_URL: smtp.url,
      SITE_URL: SITE,
    };
    try {
      const off = await startLeads({ ...env, WEEKLY_REPORT: false }, { db, pollMs: 50, log: () => {} });
      await new Promise((done) => setTimeout(done, 300));
      await off.outbox.stop();
      expect(await emails()).toEqual([]);
      const on = await startLeads(env, { db, pollMs: 50, log: () => {} });
      await expect.poll(() => smtp.messages.length).toBe(2);
      await on.outbox.stop();
      expect(smtp.messages.map((m) => m.subject)).toEqual([
        "Last week: 4 leads (+3 on the week before)",
        "Last week: 4 leads (+3 on the week before)",
      ]);
    } finally {
      await smtp.close();
    }
  });
});
