import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { testBackends, type TestDatabase } from "../db/testing";
import { memoryLimiter } from "../http/rate-limit";
import { createFormTokens } from "./form-token";
import { createLeadStore } from "./store";
import { createEnquirySubmitter, type EnquirySubmitter } from "./submit";
import type { LeadStore } from "./types";

const NOW = Date.UTC(2026, 10, 12, 6, 0);
const tokens = createFormTokens(Buffer.alloc(32, 5));
const fields = {
  name: "Priya Raman",
  email: "priya.raman@example.in",
  interestType: "IT Training",
  courseInterest: "CCNA",
  message: "When does the next CCNA weekend batch start in Chennai?",
  privacyVersion: "enquiry-notice-2026-11",
};
const ok = { status: 200, body: { ok: true, interest: "IT Training" } };

describe.each(testBackends)("the enquiry submitter's bot check on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let store: LeadStore;
  let submit: EnquirySubmitter;
  const stored = async () => (await store.list({})).total;
  const spam = async () => (await store.list({ status: "spam" })).items.map((s) => s.spamReasons);
  // The /contact action without JavaScript, as server/lead-intake.ts calls it.
  const noJs = (input: Record<string, unknown>) => submit(input, { clientKey: "203.0.113.7", fillTimeFrom: "formToken" });
  const json = (input: Record<string, unknown>) => submit(input, { clientKey: "203.0.113.7" });

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    store = createLeadStore(db, []);
    submit = createEnquirySubmitter({
      store,
      limits: { soft: memoryLimiter({ limit: 100, windowMs: 600_000 }), hard: memoryLimiter({ limit: 100, windowMs: 3600_000 }) },
      formTokens: tokens,
      now: () => new Date(NOW),
    });
  });
  afterEach(async () => {
    await store.close();
    await database.cleanup();
  });

  it("stores a no-JavaScript enquiry whose page was served at least 3 s earlier", async () => {
    expect(await noJs({ ...fields, formIssuedAt: tokens.issue(NOW - 3_000) })).toEqual(ok);
    expect(await noJs({ ...fields, formIssuedAt: tokens.issue(NOW - 25 * 60_000) })).toEqual(ok);
    expect(await stored()).toBe(2);
  });

  it("answers a no-JavaScript post without a valid, old enough token as if sent, and keeps it as spam", async () => {
    const [, mac] = tokens.issue(NOW - 60_000).split(".");
    const bots = [
      { formIssuedAt: tokens.issue(NOW - 2_999) },
      {},
      { formIssuedAt: "__arivu_form_token__" },
      { formIssuedAt: `${NOW - 60_000}.${mac.replace(/^./, (c) => (c === "A" ? "B" : "A"))}` },
      { formIssuedAt: createFormTokens(Buffer.alloc(32, 6)).issue(NOW - 60_000) },
      { formIssuedAt: tokens.issue(NOW - 25 * 60 * 60_000) },
      { formIssuedAt: tokens.issue(NOW + 60_000) },
      // A claimed fill time counts only for the JavaScript form.
      { fillMs: "9000" },
      { fillMs: "9000", formIssuedAt: tokens.issue(NOW - 1_000) },
    ];
    for (const bot of bots) expect(await noJs({ ...fields, ...bot })).toEqual(ok);
    expect(await stored()).toBe(0);
    const tooFast = [["fast-fill"], ["fast-fill"]];
    const badToken = Array.from({ length: 7 }, () => ["form-token"]);
    expect((await spam()).sort()).toEqual([...tooFast, ...badToken].sort());
  });

  it("keeps a no-JavaScript post with a filled honeypot as spam, and still reports invalid fields", async () => {
    const token = tokens.issue(NOW - 60_000);
    expect(await noJs({ ...fields, formIssuedAt: token, company_website: "https://seo.example" })).toEqual(ok);
    const invalid = await noJs({ ...fields, formIssuedAt: token, email: "priya@" });
    expect(invalid).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { email: "Email address is invalid." } } });
    expect(await stored()).toBe(0);
    expect(await spam()).toEqual([["honeypot"]]);
  });

  it("keeps the JavaScript form's reported fill time, and ignores a token there", async () => {
    expect(await json({ ...fields, fillMs: 1_200 })).toEqual(ok);
    expect(await json({ ...fields, formIssuedAt: tokens.issue(NOW - 60_000) })).toEqual(ok);
    expect(await stored()).toBe(0);
    expect(await spam()).toEqual([["fast-fill"], ["fast-fill"]]);
    expect(await json({ ...fields, fillMs: 9_000, idempotencyKey: "c1d2e3f4-0000-4000-8000-000000000001" })).toEqual(ok);
    expect(await stored()).toBe(1);
  });
});
