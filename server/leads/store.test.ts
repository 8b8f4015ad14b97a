import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { FORM_TOKEN_MAX_AGE_MS } from "./form-token";
import { createLeadStore } from "./store";
import { enquiry, lead } from "#tests/lead-data.ts";
import type { LeadStore } from "./types";

describe.each(testBackends)("lead store on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    store = createLeadStore(db, ["form", "webhook"]);
  });
  afterEach(async () => {
    await store.close();
    await database.cleanup();
  });

  it("stores an enquiry with a pending delivery per destination and reads it back", async () => {
    const input = enquiry();
    const { id, duplicate } = await store.save(input);
    expect(duplicate).toBe(false);
    const saved = await store.get(id);
    expect(saved).toMatchObject({ ...input, id });
    expect(Date.parse(saved!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(saved!.deliveries.map((d) => [d.destination, d.status, d.attempts])).toEqual([
      ["form", "pending", 0],
      ["webhook", "pending", 0],
    ]);
  });

  it("leaves optional fields out instead of storing empty values", async () => {
    const { id } = await store.save(lead());
    const saved = await store.get(id);
    expect(saved?.service).toBe("AI Solutions");
    expect(saved).not.toHaveProperty("subject");
    expect(saved).not.toHaveProperty("interestType");
  });

  it("stores one record for a key saved twice in a row", async () => {
    const input = enquiry();
    const first = await store.save(input);
    const second = await store.save({ ...input, message: "A second click of the same form fill." });
    expect(second).toEqual({ id: first.id, duplicate: true });
    expect((await store.list({})).total).toBe(1);
  });

  it("stores one record when the same key arrives on 10 parallel saves", async () => {
    const input = enquiry();
    const results = await Promise.all(Array.from({ length: 10 }, () => store.save(input)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    const { items, total } = await store.list({});
    expect(total).toBe(1);
    expect(items[0].deliveries).toHaveLength(2);
  });

  it("stores a record whose form token was used before as spam, and never consumes a token for a retry", async () => {
    const input = enquiry({ formToken: "1700000000000.token-a" });
    const first = await store.save(input);
    expect(await store.save(input)).toEqual({ id: first.id, duplicate: true });
    const reused = await store.save(enquiry({ formToken: input.formToken }));
    const spam = await store.save(enquiry({ formToken: input.formToken, spamReasons: ["honeypot"] }));
    expect(await store.get(first.id)).toMatchObject({ status: "new", spamReasons: [] });
    expect(await store.get(reused.id)).toMatchObject({
      status: "spam",
      spamReasons: ["form-token-reused"],
      deliveries: [],
    });
    expect((await store.get(spam.id))?.spamReasons).toEqual(["honeypot", "form-token-reused"]);
    expect((await store.list({ status: "spam" })).total).toBe(2);
  });

  it("leaves the token unused when the save fails, so the retry counts as fresh", async () => {
    const broken = enquiry({ formToken: "1700000000000.token-b", name: null as unknown as string });
    await expect(store.save(broken)).rejects.toThrow();
    const { id } = await store.save({ ...broken, name: "Priya Raman" });
    expect(await store.get(id)).toMatchObject({ status: "new", spamReasons: [] });
  });

  it("forgets token uses older than a token's life when it records a new one", async () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await db
      .insertInto("used_form_tokens")
      .values([
        { token: "old", used_at: ago(FORM_TOKEN_MAX_AGE_MS + 60_000) },
        { token: "recent", used_at: ago(3600_000) },
      ])
      .execute();
    await store.save(enquiry({ formToken: "1700000000000.token-c" }));
    const left = await db.selectFrom("used_form_tokens").select("token").orderBy("token").execute();
    expect(left.map((r) => r.token)).toEqual(["1700000000000.token-c", "recent"]);
  });

  it("lists newest first and filters by kind, interest, dates and text", async () => {
    const a = await store.save(
      enquiry({
        name: "Anitha Subramanian",
        interestType: "AI Solutions",
        subject: "RAG portal for our HR team",
      }),
    );
    await pause(5);
    const b = await store.save(lead({ service: "IT Training" }));
    await pause(5);
    const c = await store.save(
      enquiry({
        email: "Ops@ChennaiLogistics.in",
        interestType: "IT & Digital Services",
        subject: undefined,
      }),
    );

    expect((await store.list({})).items.map((i) => i.id)).toEqual([c.id, b.id, a.id]);
    expect((await store.list({ kind: "lead" })).items.map((i) => i.id)).toEqual([b.id]);
    expect((await store.list({ interestType: "AI Solutions" })).items.map((i) => i.id)).toEqual([a.id]);
    expect((await store.list({ q: "chennailogistics" })).items.map((i) => i.id)).toEqual([c.id]);
    expect((await store.list({ q: "rag PORTAL" })).items.map((i) => i.id)).toEqual([a.id]);
    expect((await store.list({ q: "it training" })).items.map((i) => i.id)).toEqual([b.id]);
    expect((await store.list({ q: "100%" })).total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await store.list({ from: today, to: today })).total).toBe(3);
    expect((await store.list({ to: "2020-01-01" })).total).toBe(0);
    expect((await store.list({ from: "2999-01-01" })).total).toBe(0);
    // Bounds with an offset (India Standard Time) compare as instants; an unreadable bound is ignored.
    const bFrom = new Date(Date.parse((await store.get(b.id))!.createdAt) + 5.5 * 3600_000)
      .toISOString()
      .replace("Z", "+05:30");
    expect((await store.list({ from: bFrom })).items.map((i) => i.id)).toEqual([c.id, b.id]);
    expect((await store.list({ to: bFrom })).items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await store.list({ from: "not a date" })).total).toBe(3);

    const page = await store.list({ limit: 2, offset: 1 });
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.id)).toEqual([b.id, a.id]);
  });

  it("erases a record with its deliveries", async () => {
    const { id } = await store.save(enquiry());
    expect(await store.delete(id)).toBe(true);
    expect(await store.get(id)).toBeUndefined();
    expect(await db.selectFrom("deliveries").selectAll().where("submission_id", "=", id).execute()).toEqual(
      [],
    );
    expect(await store.delete(id)).toBe(false);
  });

  it("puts only failed deliveries back in the queue on retry", async () => {
    const { id } = await store.save(enquiry());
    await db
      .updateTable("deliveries")
      .set({ status: "failed", attempts: 8, last_error: "HTTP 500", next_attempt_at: null })
      .where("destination", "=", "form")
      .execute();
    await db
      .updateTable("deliveries")
      .set({ status: "delivered", attempts: 1 })
      .where("destination", "=", "webhook")
      .execute();
    await store.retry(id);
    const [form, webhook] = (await store.get(id))!.deliveries;
    expect(form).toMatchObject({ status: "pending", attempts: 0 });
    expect(Date.parse(form.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());
    expect(webhook).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("reports health, and unhealthy once closed", async () => {
    expect(await store.healthy()).toBe(true);
    const other = createLeadStore(await database.open(), []);
    await other.close();
    expect(await other.healthy()).toBe(false);
  });
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
