import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { enquiry } from "#tests/lead-data.ts";
import { addStaff } from "#tests/staff.ts";
import { startDailyDigest } from "./digest";
import { createLeadStore } from "./store";
import type { LeadStore } from "./types";

const SITE = "https://www.arivutech.in";
/** 09:29 IST on 21 Nov 2026. */
const BEFORE = new Date("2026-11-21T03:59:00.000Z");

describe.each(testBackends)("the morning digest on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;
  let priya: string;
  const stops: (() => void)[] = [];

  const digests = () =>
    db.selectFrom("staff_emails").selectAll().where("id", "like", "digest:%").orderBy("to_email").execute();
  const start = (at = "09:30", dbFor = db) => {
    const digest = startDailyDigest({
      db: dbFor,
      store: createLeadStore(dbFor, []),
      siteUrl: SITE,
      at,
      log: () => {},
    });
    stops.push(digest.stop);
    return digest;
  };

  beforeEach(async () => {
    // Only the clock: the database's own waits run for real.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(BEFORE);
    database = await backend.create();
    db = await database.open();
    store = createLeadStore(db, []);
    priya = await addStaff(db, { name: "Priya", email: "priya@arivu-test.in" });
    await addStaff(db, { name: "Arun", email: "arun@arivu-test.in" });
    await addStaff(db, { name: "Admin", email: "admin@arivu-test.in", role: "admin" });
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
    await store.close();
    await database.cleanup();
  });

  it("goes at 09:30 IST to each salesperson: their follow-ups due today, and new records nobody has", async () => {
    const { id: mine } = await store.save(enquiry({ name: "Kavya Due" }));
    await store.setStatus(mine, "contacted", null);
    await store.assign(mine, priya, null);
    await store.setFollowUp(mine, "2026-11-21T11:00:00+05:30", null);
    const { id: tomorrow } = await store.save(enquiry({ name: "Ravi Tomorrow" }));
    await store.setStatus(tomorrow, "contacted", null);
    await store.assign(tomorrow, priya, null);
    await store.setFollowUp(tomorrow, "2026-11-22T11:00:00+05:30", null);
    await store.save(enquiry({ name: "Meena New" }));

    const digest = start();
    await digest.check();
    expect(await digests()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect(await digests()).toHaveLength(2));
    const [arun, priyas] = await digests();
    expect(priyas).toMatchObject({ id: `digest:2026-11-21:${priya}`, to_email: "priya@arivu-test.in" });
    expect(priyas.subject).toBe("Today: 1 follow-up, 1 unassigned new lead");
    expect(priyas.text_body).toContain(
      `Kavya Due (call back 21 Nov 2026, 11:00 IST): ${SITE}/admin/submissions/${mine}`,
    );
    expect(priyas.text_body).toContain("Meena New");
    expect(priyas.text_body).not.toContain("Ravi Tomorrow");
    // Arun has no follow-ups: only the unassigned record. The admin gets none.
    expect(arun.subject).toBe("Today: 0 follow-ups, 1 unassigned new lead");
    expect(arun.text_body).not.toContain("Kavya Due");

    // Once a day: later checks that day add nothing; the next morning it goes again.
    await vi.advanceTimersByTimeAsync(3 * 3600_000);
    expect(await digests()).toHaveLength(2);
    vi.setSystemTime(new Date("2026-11-22T04:00:30.000Z"));
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect(await digests()).toHaveLength(4));
  });

  it("is sent once a day by one of several instances on the database", async () => {
    await store.save(enquiry({ name: "Meena New" }));
    const others = await Promise.all([database.open(), database.open()]);
    const instances = [start(), start("09:30", others[0]), start("09:30", others[1])];
    vi.setSystemTime(new Date("2026-11-21T04:00:10.000Z"));
    // One after another: in one process, SQLite's writers wait for each other synchronously (the
    // cluster test races three processes on PostgreSQL).
    for (const d of [...instances, ...instances]) await d.check();
    expect((await digests()).map((d) => d.to_email)).toEqual(["arun@arivu-test.in", "priya@arivu-test.in"]);
    const claims = await db
      .selectFrom("daily_counters")
      .selectAll()
      .where("name", "=", "daily-digest")
      .execute();
    expect(claims).toEqual([{ name: "daily-digest", day: "2026-11-21", count: 2 }]);
    for (const other of others) await other.destroy();
  });

  it("sends nothing to anyone with nothing waiting, and nothing on a day whose time is long past at start", async () => {
    vi.setSystemTime(new Date("2026-11-21T10:00:00.000Z")); // 15:30 IST
    await store.save(enquiry({ name: "Meena New" }));
    await start().check();
    expect(await digests()).toEqual([]);
    vi.setSystemTime(BEFORE);
    const { id } = await store.save(enquiry());
    await store.setStatus(id, "won", null);
    await db.deleteFrom("submissions").where("name", "=", "Meena New").execute();
    await start("09:29").check();
    expect(await digests()).toEqual([]);
  });
});
