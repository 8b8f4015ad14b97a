import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { memoryLimiter } from "#server/http/rate-limit.ts";
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
  // The /contact route action and POST /api/enquiries call it alike.
  const send = (input: Record<string, unknown>) => submit(input, { clientKey: "203.0.113.7" });
  let keys = 0;
  /** A new form fill: its own idempotency key and its own token, issued `ageMs` (plus a few ms, to differ) before now. */
  const fill = (ageMs = 60_000, extra: Record<string, unknown> = {}) => ({
    ...fields,
    idempotencyKey: `fill-key-${++keys}`,
    formIssuedAt: tokens.issue(NOW - ageMs - keys),
    ...extra,
  });

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    store = createLeadStore(db, []);
    submit = createEnquirySubmitter({
      store,
      limits: {
        soft: memoryLimiter({ limit: 100, windowMs: 600_000 }),
        hard: memoryLimiter({ limit: 100, windowMs: 3600_000 }),
      },
      formTokens: tokens,
      now: () => new Date(NOW),
    });
  });
  afterEach(async () => {
    await store.close();
    await database.cleanup();
  });

  it("stores an enquiry whose page was served at least 3 s earlier", async () => {
    expect(await send(fill(3_000))).toEqual(ok);
    expect(await send(fill(25 * 60_000))).toEqual(ok);
    // Without an idempotency key (the no-JavaScript form) too.
    expect(await send({ ...fields, formIssuedAt: tokens.issue(NOW - 60_000) })).toEqual(ok);
    expect(await stored()).toBe(3);
  });

  it("answers a post without a valid, old enough token as if sent, and keeps it as spam", async () => {
    const [, mac] = tokens.issue(NOW - 60_000).split(".");
    const bots = [
      { formIssuedAt: tokens.issue(NOW) },
      { formIssuedAt: tokens.issue(NOW - 2_999) },
      { formIssuedAt: undefined },
      { formIssuedAt: "__arivu_form_token__" },
      { formIssuedAt: `${NOW - 60_000}.${mac.replace(/^./, (c) => (c === "A" ? "B" : "A"))}` },
      { formIssuedAt: createFormTokens(Buffer.alloc(32, 6)).issue(NOW - 60_000) },
      { formIssuedAt: tokens.issue(NOW - 25 * 60 * 60_000) },
      { formIssuedAt: tokens.issue(NOW + 60_000) },
    ];
    for (const bot of bots) expect(await send(fill(60_000, bot))).toEqual(ok);
    expect(await stored()).toBe(0);
    const tooFast = [["fast-fill"], ["fast-fill"]];
    const badToken = Array.from({ length: 6 }, () => ["form-token"]);
    expect((await spam()).sort()).toEqual([...tooFast, ...badToken].sort());
  });

  it("ignores a fill time the browser reports", async () => {
    expect(await send(fill(60_000, { fillMs: 0 }))).toEqual(ok);
    expect(await stored()).toBe(1);
    expect(await send(fill(60_000, { fillMs: 9_000, formIssuedAt: undefined }))).toEqual(ok);
    expect(await send(fill(1_000, { fillMs: "9000" }))).toEqual(ok);
    expect(await stored()).toBe(1);
    expect((await spam()).sort()).toEqual([["fast-fill"], ["form-token"]]);
  });

  it("keeps a second enquiry with an already used token as spam, and still answers ok", async () => {
    const first = fill();
    expect(await send(first)).toEqual(ok);
    expect(await send({ ...first, idempotencyKey: "copied-form-1", name: "Copied Form" })).toEqual(ok);
    expect(await send({ ...first, idempotencyKey: undefined, name: "Replayed Post" })).toEqual(ok);
    expect(await stored()).toBe(1);
    expect(await spam()).toEqual([["form-token-reused"], ["form-token-reused"]]);
  });

  it("counts one token as fresh for exactly one of several simultaneous enquiries", async () => {
    const token = tokens.issue(NOW - 60_000);
    // Connections opened first, so the saves overlap on PostgreSQL instead of queueing for them.
    await Promise.all(Array.from({ length: 5 }, () => sql`select 1`.execute(db)));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(fill(60_000, { formIssuedAt: token }))),
    );
    expect(answers).toEqual(Array(5).fill(ok));
    expect(await stored()).toBe(1);
    expect(await spam()).toEqual(Array(4).fill(["form-token-reused"]));
  });

  it("answers a retry of the same form fill ok without a second record, at once or later", async () => {
    const same = fill();
    expect(await Promise.all([send(same), send(same)])).toEqual([ok, ok]);
    expect(await send(same)).toEqual(ok);
    expect(await stored()).toBe(1);
    expect(await spam()).toEqual([]);
  });

  it("keeps a post with a filled honeypot as spam, and still reports invalid fields", async () => {
    expect(await send(fill(60_000, { company_website: "https://seo.example" }))).toEqual(ok);
    const invalid = await send(fill(60_000, { email: "priya@" }));
    expect(invalid).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { email: "Email address is invalid." } },
    });
    expect(await stored()).toBe(0);
    expect(await spam()).toEqual([["honeypot"]]);
  });

  it('stores a course outside the catalogue as "Other", with the posted text kept apart for sales', async () => {
    const posted = "A. Visitor a.visitor@example.com +91 98400 77777";
    for (const course of ["CCIE Security", posted])
      expect(await send(fill(60_000, { courseInterest: course }))).toEqual(ok);
    expect(await send(fill(60_000, { courseInterest: "Other", courseOther: "Kubernetes" }))).toEqual(ok);
    const { items } = await store.list({});
    // In any order: the three may be stored within one millisecond.
    const courses = items.map((s) => [s.courseInterest, s.courseOther]);
    expect(courses).toHaveLength(3);
    expect(courses).toEqual(
      expect.arrayContaining([
        ["CCIE Security", undefined],
        ["Other", posted],
        ["Other", "Kubernetes"],
      ]),
    );
    const rows = await db.selectFrom("submissions").select(["course_interest", "course_other"]).execute();
    expect(rows.map((r) => r.course_interest)).not.toContain(posted);
  });
});
