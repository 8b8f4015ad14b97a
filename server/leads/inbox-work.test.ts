import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { enquiry, lead } from "#tests/lead-data.ts";
import { addStaff } from "#tests/staff.ts";
import { createLeadStore, type LeadStoreOptions } from "./store";
import type { LeadStore } from "./types";

const SITE = "https://www.arivutech.in";

describe.each(testBackends)("working the inbox on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;
  let priya: string;
  let arun: string;

  const open = (options: LeadStoreOptions = { staffEmails: { siteUrl: SITE } }) =>
    (store = createLeadStore(db, ["form"], options));
  const staffEmails = () => db.selectFrom("staff_emails").selectAll().orderBy("created_at").execute();
  const names = async (filter: Parameters<LeadStore["list"]>[0]) =>
    (await store.list(filter)).items.map((s) => s.name);

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    priya = await addStaff(db, { name: "Priya Raman", email: "priya@arivu-test.in" }, new Date(2026, 0, 1));
    arun = await addStaff(db, { name: "Arun Kumar", email: "arun@arivu-test.in" }, new Date(2026, 0, 2));
    open();
  });
  afterEach(async () => {
    await store.close();
    await database.cleanup();
  });

  it("a new record is unread, unassigned and last touched when received; opening it marks it read", async () => {
    const { id } = await store.save(enquiry());
    const saved = (await store.get(id))!;
    expect(saved).toMatchObject({ read: false, lastActivityAt: saved.createdAt });
    expect(saved.owner).toBeUndefined();
    expect(saved.followUpAt).toBeUndefined();
    await store.markRead(id);
    await store.markRead(id);
    expect((await store.get(id))!.read).toBe(true);
  });

  it("assigns to a person, logs it, moves the last activity and emails them; not when they assign themselves", async () => {
    const { id } = await store.save(enquiry({ name: "Kavya" }));
    const before = (await store.get(id))!.lastActivityAt;
    await new Promise((r) => setTimeout(r, 5));
    expect(await store.assign(id, priya, "admin@arivu-test.in")).toBe(true);
    const saved = (await store.get(id))!;
    expect(saved.owner).toMatchObject({ id: priya, name: "Priya Raman", email: "priya@arivu-test.in" });
    expect(saved.lastActivityAt > before).toBe(true);
    expect((await store.activity(id))[0]).toMatchObject({
      kind: "assign",
      body: "Priya Raman",
      actor: "admin@arivu-test.in",
    });
    const [mail] = await staffEmails();
    expect(mail).toMatchObject({ to_email: "priya@arivu-test.in", status: "pending" });
    expect(mail.subject).toBe("Assigned to you: enquiry from Kavya");
    expect(mail.text_body).toContain(`${SITE}/admin/submissions/${id}`);
    expect(mail.text_body).toContain("admin@arivu-test.in gave you");

    // The same owner again changes nothing; to themselves: no email; to nobody: logged.
    expect(await store.assign(id, priya, "admin@arivu-test.in")).toBe(true);
    expect(await store.assign(id, arun, "arun@arivu-test.in")).toBe(true);
    expect(await store.assign(id, null, "arun@arivu-test.in")).toBe(true);
    expect((await store.get(id))!.owner).toBeUndefined();
    expect((await store.activity(id)).map((a) => [a.kind, a.body])).toEqual([
      ["assign", ""],
      ["assign", "Arun Kumar"],
      ["assign", "Priya Raman"],
    ]);
    expect(await staffEmails()).toHaveLength(1);
    // Nobody by that id, a banned person, or no such record: refused.
    const banned = await addStaff(db, { name: "Gone", email: "gone@arivu-test.in", banned: true });
    expect(await store.assign(id, "no-such-person", null)).toBe(false);
    expect(await store.assign(id, banned, null)).toBe(false);
    expect(await store.assign("no-such-record", priya, null)).toBe(false);
  });

  it("queues no email without staff emails (no SMTP)", async () => {
    open({});
    const { id } = await store.save(enquiry());
    await store.assign(id, priya, "admin@arivu-test.in");
    expect(await staffEmails()).toEqual([]);
  });

  it("lists the staff who can be given records: admin and sales, not banned, not other roles", async () => {
    await addStaff(db, { name: "Admin", email: "admin@arivu-test.in", role: "admin" });
    await addStaff(db, { name: "Meena Content", email: "meena@arivu-test.in", role: "marketing" });
    await addStaff(db, { name: "Banned", email: "banned@arivu-test.in", banned: true });
    expect((await store.staff()).map((s) => s.name)).toEqual(["Admin", "Arun Kumar", "Priya Raman"]);
  });

  it("sets and clears a follow-up; status changes and notes count as activity", async () => {
    const { id } = await store.save(enquiry());
    expect(await store.setFollowUp(id, "2026-11-21T10:00:00+05:30", "priya@arivu-test.in")).toBe(true);
    expect((await store.get(id))!.followUpAt).toBe("2026-11-21T04:30:00.000Z");
    expect((await store.activity(id))[0]).toMatchObject({
      kind: "follow-up",
      body: "2026-11-21T04:30:00.000Z",
    });
    let last = (await store.get(id))!.lastActivityAt;
    for (const act of [
      () => store.setStatus(id, "contacted", "priya@arivu-test.in"),
      () => store.addNote(id, "Called, asked for fees", "priya@arivu-test.in"),
      () => store.setFollowUp(id, null, "priya@arivu-test.in"),
    ]) {
      await new Promise((r) => setTimeout(r, 5));
      await act();
      const now = (await store.get(id))!.lastActivityAt;
      expect(now > last).toBe(true);
      last = now;
    }
    expect((await store.get(id))!.followUpAt).toBeUndefined();
    expect(await store.setFollowUp("no-such-record", null, null)).toBe(false);
  });

  it("refuses a follow-up that is no real date-time, keeping the one set", async () => {
    const { id } = await store.save(enquiry());
    await store.setFollowUp(id, "2026-11-21T10:00:00+05:30", null);
    for (const at of ["9999-99-99T99:99:00+05:30", "2026-02-31T10:00:00+05:30", "tomorrow", ""])
      expect(await store.setFollowUp(id, at, null), at).toBe(false);
    expect((await store.get(id))!.followUpAt).toBe("2026-11-21T04:30:00.000Z");
    expect((await store.activity(id)).filter((a) => a.kind === "follow-up")).toHaveLength(1);
  });

  it("Today has new records, follow-ups due by today's end and my open records; Mine has all of mine", async () => {
    const dueBy = "2026-11-21T18:29:59.999Z";
    const save = async (name: string) => (await store.save(enquiry({ name }))).id;
    await save("Fresh");
    const due = await save("Due today");
    await store.setStatus(due, "contacted", null);
    await store.setFollowUp(due, "2026-11-21T12:00:00.000Z", null);
    const later = await save("Due tomorrow");
    await store.setStatus(later, "contacted", null);
    await store.setFollowUp(later, "2026-11-22T12:00:00.000Z", null);
    const mineOpen = await save("Mine, qualified");
    await store.setStatus(mineOpen, "qualified", null);
    await store.assign(mineOpen, priya, null);
    const mineWon = await save("Mine, won");
    await store.setStatus(mineWon, "won", null);
    await store.assign(mineWon, priya, null);
    const arunsOpen = await save("Arun's");
    await store.setStatus(arunsOpen, "contacted", null);
    await store.assign(arunsOpen, arun, null);
    const spam = (await store.save(enquiry({ name: "Bot", spamReasons: ["honeypot"] }))).id;
    await store.setFollowUp(spam, "2026-11-20T12:00:00.000Z", null);

    expect((await names({ view: "today", me: priya, dueBy })).sort()).toEqual(
      ["Due today", "Fresh", "Mine, qualified"].sort(),
    );
    expect((await names({ view: "mine", me: priya })).sort()).toEqual(["Mine, qualified", "Mine, won"]);
    expect(await names({ view: "mine", me: arun })).toEqual(["Arun's"]);
    const counts = await store.counts({ me: priya, dueBy });
    expect([counts.today, counts.mine, counts.byStatus.contacted]).toEqual([3, 2, 3]);
  });

  it("gives the notes of several records at once, oldest first, without the other activity", async () => {
    const { id: a } = await store.save(enquiry({ name: "A" }));
    const { id: b } = await store.save(enquiry({ name: "B" }));
    await store.addNote(a, "first", "priya@arivu-test.in");
    await store.setStatus(a, "contacted", null);
    await new Promise((r) => setTimeout(r, 5));
    await store.addNote(a, "second", null);
    const notes = await store.notes([a, b]);
    expect(notes.get(a)?.map((n) => [n.body, n.actor])).toEqual([
      ["first", "priya@arivu-test.in"],
      ["second", null],
    ]);
    expect(notes.get(b)).toBeUndefined();
    expect(await store.notes([])).toEqual(new Map());
  });

  it("sorts by received, by last activity, or by follow-up (soonest first, none last)", async () => {
    const save = async (name: string) => {
      const { id } = await store.save(enquiry({ name }));
      await new Promise((r) => setTimeout(r, 5));
      return id;
    };
    const a = await save("A");
    const b = await save("B");
    const c = await save("C");
    expect(await names({ sort: "received" })).toEqual(["C", "B", "A"]);
    await store.addNote(a, "touched", null);
    expect(await names({ sort: "activity" })).toEqual(["A", "C", "B"]);
    await store.setFollowUp(b, "2026-12-02T10:00:00.000Z", null);
    await store.setFollowUp(c, "2026-12-01T10:00:00.000Z", null);
    expect(await names({ sort: "follow-up" })).toEqual(["C", "B", "A"]);
  });

  it("round robin gives new records to the salespeople in turn and emails each; spam goes to nobody", async () => {
    await addStaff(db, { name: "Admin", email: "admin@arivu-test.in", role: "admin" });
    open({ staffEmails: { siteUrl: SITE }, assignment: "round-robin" });
    const owners: (string | undefined)[] = [];
    for (const name of ["One", "Two", "Three"]) {
      const { id } = await store.save(lead({ name }));
      owners.push((await store.get(id))!.owner?.name);
    }
    const { id: spam } = await store.save(enquiry({ spamReasons: ["fast-fill"] }));
    expect((await store.get(spam))!.owner).toBeUndefined();
    expect(owners).toEqual(["Priya Raman", "Arun Kumar", "Priya Raman"]);
    expect((await staffEmails()).map((m) => m.to_email).sort()).toEqual([
      "arun@arivu-test.in",
      "priya@arivu-test.in",
      "priya@arivu-test.in",
    ]);
  });
});
