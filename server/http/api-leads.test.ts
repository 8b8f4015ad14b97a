import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadStore, NewSubmission } from "#server/leads/types.ts";
import { consentTime, leadsApi, type LeadsApiOptions } from "./api-leads";
import { memoryLimiter } from "./rate-limit";

/** An in-memory store with the contract's idempotency: one record per key. */
function memoryStore(fail = false) {
  const saved = new Map<string, NewSubmission>();
  const store = {
    saved,
    save: vi.fn(async (s: NewSubmission) => {
      if (fail) throw new Error("disk full");
      const duplicate = saved.has(s.idempotencyKey);
      if (!duplicate) saved.set(s.idempotencyKey, s);
      return { id: s.idempotencyKey, duplicate };
    }),
  };
  return store as unknown as LeadStore & { saved: Map<string, NewSubmission>; save: typeof store.save };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  vi.restoreAllMocks();
});

const NOW = new Date("2026-11-21T10:02:00.000Z");

async function start(store: LeadStore | undefined, options: LeadsApiOptions = {}) {
  const app = express();
  app.use(leadsApi(store, { now: () => NOW, ...options }));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads`;
  return (body: unknown, init: RequestInit = {}) =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
      ...init,
    });
}

const lead = {
  service: "IT Training",
  name: "Priya Raman",
  email: "priya@example.in",
  phone: "+91 98840 11111",
  idempotencyKey: "0123456789abcdef0123456789abcdef",
  consentVersion: "chat-notice-2026-11",
  consentAt: "2026-11-21T10:00:00.000Z",
};

describe("POST /api/leads", () => {
  it("stores a chatbot lead with a composed message and answers ok", async () => {
    const store = memoryStore();
    const post = await start(store);
    const res = await post({ ...lead, isAdmin: true, name: "  Priya Raman " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(store.save).toHaveBeenCalledTimes(1);
    const saved = store.save.mock.calls[0][0];
    expect(saved).toEqual({
      kind: "lead",
      source: "chatbot",
      idempotencyKey: lead.idempotencyKey,
      name: "Priya Raman",
      email: lead.email,
      phone: lead.phone,
      service: "IT Training",
      interestType: "IT Training",
      message:
        "Chatbot lead for IT Training.\nName: Priya Raman\nEmail: priya@example.in\nPhone: +91 98840 11111",
      consentVersion: "chat-notice-2026-11",
      consentAt: "2026-11-21T10:00:00.000Z",
      attribution: {},
    });
    expect(saved).not.toHaveProperty("isAdmin");
  });

  it("keeps the attribution it can read, capped, and never refuses a lead for it", async () => {
    const store = memoryStore();
    const post = await start(store);
    const attribution = {
      utmSource: "google",
      utmCampaign: "ccna-nov",
      page: `/contact?${"x".repeat(900)}`,
      gclid: 42,
      admin: "yes",
    };
    expect((await post({ ...lead, attribution })).status).toBe(200);
    expect(
      (await post({ ...lead, idempotencyKey: "another-key-000001", attribution: "not an object" })).status,
    ).toBe(200);
    const [first, second] = store.save.mock.calls.map((c) => c[0].attribution);
    expect(first).toEqual({
      utmSource: "google",
      utmCampaign: "ccna-nov",
      page: `/contact?${"x".repeat(491)}`,
    });
    expect(second).toEqual({});
  });

  it("accepts answers without validating them, but not a service outside the three", async () => {
    const store = memoryStore();
    const post = await start(store);
    expect((await post({ ...lead, email: "not an email", phone: "call me" })).status).toBe(200);
    const bad = await post({ ...lead, service: "Something Else" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, fields: ["service"] });
  });

  it("a resubmission with the same key stores one record and still answers ok", async () => {
    const store = memoryStore();
    const post = await start(store);
    await post(lead);
    const again = await post(lead);
    expect(await again.json()).toEqual({ ok: true });
    expect(store.saved.size).toBe(1);
  });

  it.each([
    ["a missing field", JSON.stringify({ ...lead, phone: undefined })],
    ["an empty answer", JSON.stringify({ ...lead, name: "   " })],
    ["an answer over 200 characters", JSON.stringify({ ...lead, name: "a".repeat(201) })],
    ["a bad consent time", JSON.stringify({ ...lead, consentAt: "yesterday" })],
    ["a bad idempotency key", JSON.stringify({ ...lead, idempotencyKey: "short" })],
    ["malformed JSON", "{ nope"],
    ["a JSON array", "[]"],
  ])("answers 400 JSON to %s and stores nothing", async (_case, body) => {
    const store = memoryStore();
    const post = await start(store);
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ ok: false });
    expect(store.save).not.toHaveBeenCalled();
  });

  it("refuses a body that is not JSON", async () => {
    const store = memoryStore();
    const post = await start(store);
    const res = await post(new URLSearchParams(lead).toString(), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ ok: false });
    expect(store.save).not.toHaveBeenCalled();
  });

  it("rejects bodies over 8 kb with 413 JSON", async () => {
    const store = memoryStore();
    const post = await start(store);
    const res = await post({ ...lead, padding: "x".repeat(9000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false, error: "Request too large." });
    expect(store.save).not.toHaveBeenCalled();
  });

  it("answers 503 with the configuration-issue message when the store cannot write", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const post = await start(memoryStore(true));
    const res = await post(lead);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      ok: false,
      error:
        "There's a configuration issue with the contact form. Please try again later or contact support.",
    });
  });

  it("keeps leads past the soft limit as spam, and refuses past the hard cap with a clear message", async () => {
    const store = memoryStore();
    const limits = {
      soft: memoryLimiter({ limit: 1, windowMs: 600_000 }),
      hard: memoryLimiter({ limit: 2, windowMs: 3600_000 }),
    };
    const post = await start(store, { limits });
    expect((await post({ ...lead, idempotencyKey: "key-000001" })).status).toBe(200);
    expect((await post({ ...lead, idempotencyKey: "key-000002" })).status).toBe(200);
    const limited = await post({ ...lead, idempotencyKey: "key-000003" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      ok: false,
      error: "Too many submissions from your network. Please wait a few minutes and try again.",
    });
    expect([...store.saved.values()].map((s) => s.spamReasons)).toEqual([undefined, ["rate-limit"]]);
  });

  it("answers the configuration issue when there is no store", async () => {
    const res = await (await start(undefined))(lead);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: expect.stringContaining("configuration issue"),
    });
  });

  it("answers other methods with 405", async () => {
    const post = await start(memoryStore());
    const res = await post(undefined, { method: "GET", body: undefined });
    expect(res.status).toBe(405);
  });
});

describe("consentTime", () => {
  it("keeps the visitor's consent time when it is close to ours, else uses ours", () => {
    expect(consentTime("2026-11-21T10:00:00Z", NOW)).toBe("2026-11-21T10:00:00.000Z");
    expect(consentTime("2026-11-21T15:30:00+05:30", NOW)).toBe("2026-11-21T10:00:00.000Z");
    expect(consentTime("2026-11-23T10:00:00Z", NOW)).toBe(NOW.toISOString());
    expect(consentTime("2020-01-01T00:00:00Z", NOW)).toBe(NOW.toISOString());
  });
});
