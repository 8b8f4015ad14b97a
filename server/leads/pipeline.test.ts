import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { startSpamPurge } from "./index";
import { createLeadStore } from "./store";
import { enquiry, lead } from "#tests/lead-data.ts";
import type { LeadStore } from "./types";

const campaign = {
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "ccna-nov",
  firstLandingPage: "/?utm_source=google",
  page: "/contact",
};

describe.each(testBackends)("the pipeline in the lead store on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    store = createLeadStore(db, ["form", "email", "confirmation"]);
  });
  afterEach(async () => {
    await store.close();
    await database.cleanup();
  });

  it("keeps spam with its reasons, out of the inbox and the outbox", async () => {
    const { id } = await store.save(enquiry({ spamReasons: ["fast-fill", "rate-limit"] }));
    const saved = await store.get(id);
    expect(saved).toMatchObject({ status: "spam", spamReasons: ["fast-fill", "rate-limit"], deliveries: [] });
    expect((await store.list({})).total).toBe(0);
    expect((await store.list({ status: "spam" })).items.map((s) => s.id)).toEqual([id]);
  });

  it("'Not spam' moves a record into the normal flow and queues its deliveries then", async () => {
    const { id } = await store.save(enquiry({ spamReasons: ["honeypot"] }));
    expect(await store.setStatus(id, "new", "sales@arivu.in")).toBe(true);
    const released = await store.get(id);
    expect(released?.status).toBe("new");
    expect(released?.deliveries.map((d) => [d.destination, d.status])).toEqual([
      ["confirmation", "pending"],
      ["email", "pending"],
      ["form", "pending"],
    ]);
    expect((await store.activity(id)).map((a) => [a.kind, a.body, a.actor])).toEqual([
      ["not-spam", "new", "sales@arivu.in"],
    ]);
  });

  it("sends no confirmation to a chat answer that is not an address", async () => {
    const { id } = await store.save(lead({ email: "call me tomorrow" }));
    expect((await store.get(id))?.deliveries.map((d) => d.destination)).toEqual(["email", "form"]);
  });

  it("records status changes and notes, newest first", async () => {
    const { id } = await store.save(lead());
    await store.setStatus(id, "contacted");
    await new Promise((r) => setTimeout(r, 5));
    const note = await store.addNote(id, "Called: wants the January weekend batch.");
    expect(note).toMatchObject({
      kind: "note",
      body: "Called: wants the January weekend batch.",
      actor: null,
    });
    expect((await store.get(id))?.status).toBe("contacted");
    expect((await store.activity(id)).map((a) => [a.kind, a.body])).toEqual([
      ["note", "Called: wants the January weekend batch."],
      ["status", "contacted"],
    ]);
    expect(await store.addNote("no-such-record", "x")).toBeUndefined();
    expect(await store.setStatus("no-such-record", "won")).toBe(false);
  });

  it("keeps the attribution and derives the traffic source, which filters and counts", async () => {
    const google = await store.save(enquiry({ attribution: campaign }));
    await store.save(enquiry({ attribution: { firstReferrer: "https://www.linkedin.com/feed/" } }));
    await store.save(lead());
    await store.save(
      lead({ attribution: { utmSource: "google", utmCampaign: "ccie-dec" }, spamReasons: ["rate-limit"] }),
    );
    expect((await store.get(google.id))?.attribution).toEqual(campaign);
    expect((await store.get(google.id))?.trafficSource).toBe("google");

    expect((await store.list({ trafficSource: "google" })).items.map((s) => s.id)).toEqual([google.id]);
    expect((await store.list({ utmCampaign: "ccna-nov" })).total).toBe(1);
    expect((await store.list({ q: "CCNA-NOV" })).total).toBe(1);
    const { byStatus, bySource } = await store.counts({});
    expect(byStatus).toEqual({ new: 3, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 1 });
    expect(bySource).toEqual([
      { source: "direct", count: 1 },
      { source: "google", count: 1 },
      { source: "linkedin.com", count: 1 },
    ]);
    expect((await store.counts({ kind: "lead" })).byStatus).toMatchObject({ new: 1, spam: 1 });
  });

  it("purges only spam received before the cut-off", async () => {
    const old = await store.save(enquiry({ spamReasons: ["honeypot"] }));
    const kept = await store.save(enquiry());
    await store.addNote(old.id, "looks like a bot");
    expect(await store.purgeSpam(new Date(Date.now() - 60_000).toISOString())).toBe(0);
    expect(await store.purgeSpam(new Date(Date.now() + 60_000).toISOString())).toBe(1);
    expect(await store.get(old.id)).toBeUndefined();
    expect(await store.get(kept.id)).toBeDefined();
  });

  it("logs each purge with its count and cut-off", async () => {
    await store.save(enquiry({ spamReasons: ["honeypot"] }));
    const lines: string[] = [];
    const purge = startSpamPurge(store, 30, (line) => lines.push(line));
    await expect.poll(() => lines.length).toBe(1);
    purge.stop();
    expect(lines[0]).toMatch(
      /^spam purge: erased 0 spam record\(s\) received before \d{4}-.*\(SPAM_RETENTION_DAYS=30\)$/,
    );
  });
});
