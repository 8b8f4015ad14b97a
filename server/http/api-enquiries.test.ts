import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadStore, NewSubmission } from "#server/leads/types.ts";
import { createFormTokens } from "#server/leads/form-token.ts";
import { createEnquirySubmitter } from "#server/leads/submit.ts";
import { enquiriesApi } from "./api-enquiries";
import { memoryLimiter } from "./rate-limit";

const tokens = createFormTokens();
const enquiry = {
  name: "Karthik Subramanian",
  email: "karthik@example.in",
  interestType: "AI Solutions",
  message: "We need a document Q&A assistant for our HR policies.",
  idempotencyKey: "6f1c2b1e-8a55-4b7e-9a43-3f3c1d0e2a11",
  formIssuedAt: tokens.issue(Date.now() - 12_000),
  privacyVersion: "enquiry-notice-2026-11",
};

/** A store that keeps records in memory; `failing` makes it throw like a lost database. */
function memoryStore(failing = false) {
  const saved: NewSubmission[] = [];
  const store = {
    async save(s: NewSubmission) {
      if (failing) throw new Error("database is locked");
      const duplicate = saved.some((x) => x.idempotencyKey === s.idempotencyKey);
      if (!duplicate) saved.push(s);
      return { id: String(saved.length), duplicate };
    },
  } as unknown as LeadStore;
  return { store, saved };
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(store: LeadStore | undefined, { soft = 100, hard = 100 } = {}) {
  const app = express();
  const limits = {
    soft: memoryLimiter({ limit: soft, windowMs: 600_000 }),
    hard: memoryLimiter({ limit: hard, windowMs: 3600_000 }),
  };
  app.use(enquiriesApi(createEnquirySubmitter({ store, limits, formTokens: tokens })));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiries`;
  return (body: unknown, raw = false) =>
    fetch(base, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw ? (body as string) : JSON.stringify(body),
    });
}

describe("POST /api/enquiries", () => {
  it("stores a valid enquiry with its consent and answers ok; unknown fields are dropped", async () => {
    const { store, saved } = memoryStore();
    const post = await start(store);
    const res = await post({ ...enquiry, isAdmin: true, courseInterest: "CCNA" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, interest: "AI Solutions" });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      kind: "enquiry",
      source: "contact-form",
      consentVersion: "enquiry-notice-2026-11",
      name: "Karthik Subramanian",
    });
    expect(saved[0].consentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(saved[0]).not.toHaveProperty("isAdmin");
    expect(saved[0].courseInterest).toBeUndefined();
    // Handed to the store, which takes each token once.
    expect(saved[0].formToken).toBe(enquiry.formIssuedAt);
  });

  it("answers invalid input with 400 and the field messages", async () => {
    const { store, saved } = memoryStore();
    const post = await start(store);
    const res = await post({ ...enquiry, email: "karthik@", message: "short" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toEqual({
      email: "Email address is invalid.",
      message: "Message must be at least 10 characters.",
    });
    expect(saved).toHaveLength(0);
    for (const bad of ["{not json", "[1,2]", "null", '"text"']) {
      const r = await post(bad, true);
      expect(r.status, bad).toBe(400);
      expect((await r.json()).ok).toBe(false);
    }
  });

  it("refuses a body over 16 KB with 413 and a clear message", async () => {
    const post = await start(memoryStore().store);
    const res = await post({ ...enquiry, message: "x".repeat(20_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      ok: false,
      error: "Your message is too long to send. Please shorten it and try again.",
    });
  });

  it("answers suspect submissions (honeypot filled, too fast, no token) as if successful and keeps them as spam", async () => {
    const { store, saved } = memoryStore();
    const post = await start(store);
    const bots = [
      { company_website: "http://spam.example" },
      { formIssuedAt: tokens.issue() },
      { formIssuedAt: undefined },
    ];
    for (const [i, bot] of bots.entries()) {
      const res = await post({ ...enquiry, ...bot, idempotencyKey: `bot-key-0000${i}` });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, interest: "AI Solutions" });
    }
    expect(saved.map((s) => s.spamReasons)).toEqual([["honeypot"], ["fast-fill"], ["form-token"]]);
    expect(saved.map((s) => s.formToken)).toEqual([enquiry.formIssuedAt, expect.any(String), undefined]);
  });

  it("goes by the token's age alone, whatever fill time the body claims", async () => {
    const { store, saved } = memoryStore();
    const post = await start(store);
    expect((await post({ ...enquiry, fillMs: 0, idempotencyKey: "claims-0001" })).status).toBe(200);
    expect(
      (
        await post({
          ...enquiry,
          fillMs: 60_000,
          formIssuedAt: tokens.issue(),
          idempotencyKey: "claims-0002",
        })
      ).status,
    ).toBe(200);
    expect(saved.map((s) => s.spamReasons)).toEqual([undefined, ["fast-fill"]]);
  });

  it("keeps what passes the soft limit as spam, and refuses past the hard cap with the message the form shows", async () => {
    const { store, saved } = memoryStore();
    const post = await start(store, { soft: 1, hard: 2 });
    expect((await post({ ...enquiry, idempotencyKey: "key-00000001" })).status).toBe(200);
    expect((await post({ ...enquiry, idempotencyKey: "key-00000002" })).status).toBe(200);
    expect(saved.map((s) => s.spamReasons)).toEqual([undefined, ["rate-limit"]]);
    const res = await post({ ...enquiry, idempotencyKey: "key-00000003" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error).toBe(
      "Too many submissions from your network. Please wait a few minutes and try again.",
    );
    expect(saved).toHaveLength(2);
  });

  it("answers the configuration-issue error when the store cannot take the record", async () => {
    for (const store of [memoryStore(true).store, undefined]) {
      const post = await start(store);
      const res = await post(enquiry);
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe(
        "There's a configuration issue with the contact form. Please try again later or contact support.",
      );
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });
});
