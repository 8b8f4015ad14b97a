// Three built server processes on one PostgreSQL database behind a round-robin proxy: the
// limits, the AI budget, the form-token key, the outbox and the morning digest are shared, so
// three instances behave as one. Needs `npm run build` first; `npm run test:cluster`.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser } from "#server/admin/users.ts";
import { authSecret, createAdminAuth } from "#server/admin/auth.ts";
import { openMigratedDatabase, type Db } from "#server/db/index.ts";
import { createLeadStore } from "#server/leads/store.ts";
import { enquiry } from "#tests/lead-data.ts";
import { postgres, type TestDatabase } from "#tests/db-utils.ts";
import { startFakeGemini, type FakeGemini } from "#tests/fakes/gemini-server.ts";
import { startFakeFormService, type FakeFormService } from "#tests/fakes/form-service.ts";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { formTokenMinter } from "#tests/form-tokens.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { fingerprint } from "#server/content/content-drafts.ts";
import { BOOKING_NOTICE_VERSION } from "#common/booking/booking-fields.ts";
import { bookingPagePath } from "#common/booking/batch-key.ts";
import { FORM_TOKEN_FIELD, PRIVACY_VERSION_FIELD } from "#common/enquiry/enquiry-fields.ts";
import { CCNA_BATCH, CCNA_KEY, CCNA_NAME, publishTestBatch } from "#tests/bookings.ts";
import { startCluster, type Cluster } from "./cluster";

const SOFT_LIMIT = 3;
const ADMIN = { email: "owner@arivu-test.in", password: "Cluster-Owner-2026" };
const AI_BUDGET = 4;
const SALES = { email: "digest.sales@arivu-test.in", name: "Digest Sales", password: "Cluster-Sales-2026" };

/** The IST time of day now as HH:MM (the digest is due from then), or midnight in the first hours of the IST day. */
function digestTimeNow(): string {
  const ist = new Date(Date.now() + 330 * 60_000).toISOString().slice(11, 16);
  return ist < "03:00" ? "00:00" : ist;
}

let database: TestDatabase;
let db: Db;
let cluster: Cluster;
let form: FakeFormService;
let smtp: SmtpReceiver;
let gemini: FakeGemini;
let mintToken: (ageMs?: number) => string;
/** Instance 1's contact page, fetched as the run starts: its form token ages while the other tests run. */
let firstContactPage: Promise<string>;

beforeAll(async () => {
  // .ci/run starts PostgreSQL and sets TEST_DATABASE_URL; elsewhere the script starts one.
  const url =
    process.env.TEST_DATABASE_URL || execFileSync("scripts/ci-postgres.sh", { encoding: "utf8" }).trim();
  database = await postgres(url).create();
  // Before the instances start: the admin and a salesperson, and a new record nobody has, so the
  // morning digest (due from now) has someone to go to and something to say.
  db = await openMigratedDatabase(database.options);
  const auth = createAdminAuth(db, { secret: await authSecret(db, undefined), siteUrl: "http://127.0.0.1" });
  for (const [person, role] of [
    [{ ...ADMIN, name: "Cluster Owner" }, "admin"],
    [SALES, "sales"],
  ] as const)
    expect(await addUser(auth, { ...person, role })).toEqual({ ok: true });
  await createLeadStore(db, []).save(enquiry({ name: "Waiting For The Digest" }));
  form = await startFakeFormService();
  smtp = await startSmtpReceiver();
  gemini = await startFakeGemini();
  cluster = await startCluster(3, {
    DATABASE_URL: database.options.databaseUrl!,
    FORM_ENDPOINT: form.url,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "sales@arivu-test.in",
    RATE_LIMIT_ENQUIRIES_PER_10_MIN: String(SOFT_LIMIT),
    RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "1000",
    RATE_LIMIT_AI_PER_MIN: "1000",
    GEMINI_API_KEY: "cluster-test-key",
    GEMINI_BASE_URL: gemini.url,
    AI_DAILY_BUDGET: String(AI_BUDGET),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DAILY_DIGEST_TIME: digestTimeNow(),
    // Sends a killed instance had claimed are taken up after this; the fakes answer within 150 ms.
    OUTBOX_LEASE_SECONDS: "10",
    // Freed seats go to the waiting list within a second.
    BOOKING_SWEEP_SECONDS: "1",
  });
  mintToken = await formTokenMinter(database.options.databaseUrl!);
  firstContactPage = fetch(`${cluster.instances[0].url}/contact`).then((r) => r.text());
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await Promise.all([form?.close(), smtp?.close(), gemini?.close()]);
  await db?.destroy();
  await database?.cleanup();
});

/** A contact-form enquiry as the browser posts it, through the proxy, from `client`, with a fresh form token. */
function postEnquiry(name: string, client: string, base = cluster.proxy.url, token = mintToken()) {
  return fetch(`${base}/api/enquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Test-Client": client },
    body: JSON.stringify({
      name,
      email: "cluster.test@example.in",
      interestType: "IT Training",
      message: "Please share the next CCNA weekend batch dates.",
      idempotencyKey: randomUUID(),
      formIssuedAt: token,
      privacyVersion: "cluster-test",
    }),
  });
}

const recordsNamed = (prefix: string) =>
  db
    .selectFrom("submissions")
    .select(["id", "name", "status", "spam_reasons"])
    .where("name", "like", `${prefix}%`)
    .execute();

const emailsOf = (id: string) => smtp.messages.filter((m) => m.messageId?.startsWith(`<${id}.email@`)).length;

/** Waits until every record is delivered to the form service and emailed, then counts the repeats. */
async function deliveredOnce(ids: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const done = (id: string) => form.receipts.has(id) && emailsOf(id) > 0;
  while (Date.now() < deadline && !ids.every(done)) await new Promise((r) => setTimeout(r, 250));
  const stuck = ids.filter((id) => !done(id));
  if (stuck.length)
    console.error("Not done:", {
      records: await db
        .selectFrom("submissions")
        .select(["id", "name", "status", "spam_reasons"])
        .where("id", "in", stuck)
        .execute(),
      deliveries: await db.selectFrom("deliveries").selectAll().where("submission_id", "in", stuck).execute(),
    });
  return {
    notDelivered: ids.filter((id) => !form.receipts.has(id)).length,
    notEmailed: ids.filter((id) => emailsOf(id) === 0).length,
    deliveredTwice: ids.filter((id) => (form.receipts.get(id) ?? 0) > 1).length,
    emailedTwice: ids.filter((id) => emailsOf(id) > 1).length,
  };
}

/** Signs in on one instance with the inbox's form; answers the status and the session cookie. */
async function signIn(base: string, client: string, password = ADMIN.password) {
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": client },
    body: new URLSearchParams({ email: ADMIN.email, password, next: "/admin" }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("arivu.session_token="))
    ?.split(";")[0];
  return { status: res.status, cookie };
}

/** Whether the inbox's list opens with this cookie (a redirect to the sign-in page otherwise). */
const inboxOpens = (base: string, cookie: string) =>
  fetch(`${base}/admin`, { redirect: "manual", headers: { Cookie: cookie } }).then((r) => r.status === 200);

/** The morning digests sent to the salesperson so far. */
const digests = () =>
  smtp.messages.filter((m) => JSON.stringify(m.to).includes(SALES.email) && m.subject?.startsWith("Today:"));

describe("three instances on one PostgreSQL", () => {
  it("send the morning digest: one email to the salesperson, one claim of the day", async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && digests().length === 0) await new Promise((r) => setTimeout(r, 250));
    expect(digests()).toHaveLength(1);
    expect(digests()[0].subject).toBe("Today: 0 follow-ups, 1 unassigned new lead");
    expect(digests()[0].text).toContain("Waiting For The Digest");
    expect(
      await db.selectFrom("daily_counters").select("day").where("name", "=", "daily-digest").execute(),
    ).toHaveLength(1);
  });

  it("share sessions: made on instance 1, valid on 2 and 3; a sign-out on 2 ends it everywhere", async () => {
    const [one, two, three] = cluster.instances.map((i) => i.url);
    const { status, cookie } = await signIn(one, "198.51.100.20");
    expect(status).toBe(303);
    expect(cookie).toBeDefined();
    expect([
      await inboxOpens(one, cookie!),
      await inboxOpens(two, cookie!),
      await inboxOpens(three, cookie!),
    ]).toEqual([true, true, true]);
    const out = await fetch(`${two}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie!, Origin: two },
    });
    expect(out.status).toBe(303);
    expect([
      await inboxOpens(one, cookie!),
      await inboxOpens(two, cookie!),
      await inboxOpens(three, cookie!),
    ]).toEqual([false, false, false]);
  });

  it("share the sign-in lockout: five wrong passwords spread over the instances lock the client out on all", async () => {
    const client = "198.51.100.21";
    const urls = cluster.instances.map((i) => i.url);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(urls[i % 3], client, `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Even the right password, on any instance.
    for (const url of urls) expect((await signIn(url, client)).status).toBe(429);
    // Another client is not affected.
    expect((await signIn(urls[2], "198.51.100.22")).status).toBe(303);
  });

  it("count one soft limit per client across instances", async () => {
    const client = "198.51.100.7";
    for (let i = 0; i < 6; i++) expect((await postEnquiry(`Soft limit ${i}`, client)).status).toBe(200);
    const records = await recordsNamed("Soft limit");
    expect(records.filter((r) => r.status === "new")).toHaveLength(SOFT_LIMIT);
    expect(records.filter((r) => r.status === "spam").map((r) => r.spam_reasons)).toEqual([
      "rate-limit",
      "rate-limit",
      "rate-limit",
    ]);
  });

  it("share one AI budget: the model is called exactly AI_DAILY_BUDGET times", async () => {
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        fetch(`${cluster.proxy.url}/api/ai/recommendation`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Test-Client": `203.0.113.${i + 1}` },
          body: JSON.stringify({ level: "Beginner" }),
        }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(9).fill(200));
    expect(gemini.requests.filter((r) => r.path.includes(":generateContent"))).toHaveLength(AI_BUDGET);
  });

  it("accept on one instance a form token issued by another", async () => {
    const third = cluster.instances[2];
    const token = /name="formIssuedAt" value="([^"]+)"/.exec(await firstContactPage)?.[1];
    expect(token).toMatch(/^\d+\.[\w-]{16}\.[\w-]{43}$/);
    // A person's typing time: the page was fetched as the run began, so the token is old enough by now.
    const typedFor = Number(token!.split(".")[0]) + 3100 - Date.now();
    if (typedFor > 0) await new Promise((r) => setTimeout(r, typedFor));
    const name = `No script ${randomUUID().slice(0, 8)}`;
    const answer = await fetch(`${third.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name,
        email: "noscript@example.in",
        interestType: "Other",
        message: "Sent without JavaScript.",
        formIssuedAt: token!,
      }),
    });
    expect(answer.status).toBe(200);
    expect((await recordsNamed(name)).map((r) => r.status)).toEqual(["new"]);
  });

  it("take each form token once: one token posted at once to the three instances (round robin) is fresh on exactly one", async () => {
    const token = mintToken();
    const prefix = `Replay ${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      [0, 1, 2].map((i) =>
        postEnquiry(`${prefix} ${i}`, `198.51.100.${30 + i}`, cluster.proxy.url, token).then((r) => r.status),
      ),
    );
    expect(answers).toEqual([200, 200, 200]);
    const records = await recordsNamed(prefix);
    expect(records.map((r) => r.spam_reasons).sort()).toEqual([
      "form-token-reused",
      "form-token-reused",
      null,
    ]);
  });

  // Timed, so before the two long bursts: `npm test` starts the browser tests beside those
  // (scripts/test-line.mjs), and on 2 cores they slowed the pages shown here from about 1 s to 3.5 s.
  it("show content published on one instance on all three within 5 s, and a roll back too", async () => {
    const one = cluster.instances[0].url;
    const { cookie } = await signIn(one, "198.51.100.30");
    const post = (fields: Record<string, string>) =>
      fetch(`${one}/admin/content?part=courses`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: one, Cookie: cookie! },
        body: new URLSearchParams(fields),
      }).then((r) => r.status);
    const courses = seedContent().courses;
    const index = courses.findIndex((c) => c.id === "ccna");
    const fee = "₹23,456";
    const saved = await post({
      intent: "save",
      part: "courses",
      index: String(index),
      base: fingerprint(courses[index]),
      id: "ccna",
      price: fee,
      duration: courses[index].duration,
      track: courses[index].track,
    });
    expect(saved).toBe(303);

    /** Publishes (or rolls back) on instance 1; answers how long until each instance's page shows the new fee, or no longer does. */
    async function timeUntilShown(action: Record<string, string>, shows: boolean) {
      const start = Date.now();
      expect(await post(action)).toBe(303);
      return Promise.all(
        cluster.instances.map(async ({ url }) => {
          await expect
            .poll(
              () => fetch(`${url}/it-training/programs`).then(async (r) => (await r.text()).includes(fee)),
              {
                timeout: 5000,
                interval: 50,
              },
            )
            .toBe(shows);
          return Date.now() - start;
        }),
      );
    }
    const published = await timeUntilShown({ intent: "publish", note: "cluster" }, true);
    const rolledBack = await timeUntilShown({ intent: "rollback", version: "0" }, false);
    console.log(
      `Publish to page shown on instances 1-3: ${published.join(", ")} ms; roll back: ${rolledBack.join(", ")} ms`,
    );
  });

  it("hold exactly the 3 seats of a batch for 20 visitors racing on the three instances; the 17 others are offered the waiting list", async () => {
    const urls = cluster.instances.map((i) => i.url);
    const page = bookingPagePath({ ...CCNA_BATCH, type: "Weekend" });
    /** What each instance's batch calendar says of the batch's seats ("3 seats left", "Full"). */
    const seatsShown = () =>
      Promise.all(
        urls.map(async (url) => {
          const html = await fetch(`${url}/it-training/batch-calendar`).then((r) => r.text());
          return />Seats<\/dt><dd[^>]*>([^<]*)</.exec(html)?.[1];
        }),
      );
    await publishTestBatch(db, 3);
    await expect.poll(seatsShown, { timeout: 5000, interval: 100 }).toEqual(Array(3).fill("3 seats left"));

    // Each visitor posts the booking form to an instance in turn, as sent before the page is live,
    // each with the signed token of its own page view.
    const visitors = Array.from({ length: 20 }, (_, i) => ({ i, url: urls[i % 3] }));
    const prefix = `Racer ${randomUUID().slice(0, 8)}`;
    const start = Date.now();
    const answers = await Promise.all(
      visitors.map(({ i, url }) =>
        fetch(`${url}${page}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Forwarded-For": `198.18.0.${i + 1}`,
          },
          body: new URLSearchParams({
            intent: "book",
            name: `${prefix} ${i}`,
            email: `racer${i}@example.in`,
            // One phone each: one phone may hold at most 2 unpaid seats of a batch.
            phone: `+91 98400 ${10000 + i}`,
            billingState: "Tamil Nadu",
            plan: "full",
            [FORM_TOKEN_FIELD]: mintToken(),
            [PRIVACY_VERSION_FIELD]: BOOKING_NOTICE_VERSION,
          }),
        }).then(async (r) => ({
          status: r.status,
          location: r.headers.get("location"),
          html: await r.text(),
        })),
      ),
    );
    const ms = Date.now() - start;
    const held = answers.filter((a) => a.status === 303);
    const waiting = answers.filter((a) => a.status === 409 && a.html.includes("The last seat has just gone"));
    console.log(
      `20 visitors racing for 3 seats on 3 instances: ${held.length} holds, ${waiting.length} offered the waiting list, all answered in ${ms} ms`,
    );
    expect({ held: held.length, waiting: waiting.length }).toEqual({ held: 3, waiting: 17 });

    // The 3 holds are the batch's bookings, each for the offline default of 48 hours; the 17 others are enquiries in the inbox.
    const bookings = await db
      .selectFrom("bookings")
      .select(["id", "state", "created_at", "hold_until"])
      .where("batch_key", "=", CCNA_KEY)
      .execute();
    expect(bookings.map((b) => `/it-training/booking/${b.id}`).sort()).toEqual(
      held.map((a) => a.location).sort(),
    );
    for (const b of bookings) {
      expect(b.state).toBe("awaiting_office");
      expect(Date.parse(b.hold_until) - Date.parse(b.created_at)).toBe(48 * 3600_000);
    }
    const records = await db
      .selectFrom("submissions")
      .select(["kind", "subject"])
      .where("name", "like", `${prefix}%`)
      .execute();
    expect(records.filter((r) => r.kind === "booking")).toHaveLength(3);
    expect(records.filter((r) => r.kind === "enquiry").map((r) => r.subject)).toEqual(
      Array(17).fill(`Booking attempt, no seat left: ${CCNA_NAME}`),
    );

    // Every instance counts the same seats: none left; and when a hold ends, its seat is free on all three.
    expect(await seatsShown()).toEqual(["Full", "Full", "Full"]);
    await db
      .updateTable("bookings")
      .set({ hold_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", bookings[0].id)
      .execute();
    expect(await seatsShown()).toEqual(Array(3).fill("1 seat left"));

    // Two who found no seat join the waiting list, on two instances, in turn: every instance
    // sweeps each second, and the freed seat is offered once, to the first, with one email.
    const join = async (answer: (typeof waiting)[number], url: string) => {
      const recordId = /name="recordId" value="([^"]+)"/.exec(answer.html)![1];
      const token = /name="formIssuedAt" value="([^"]+)"/.exec(answer.html)![1];
      const joined = await fetch(`${url}${page}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "waitlist", recordId, [FORM_TOKEN_FIELD]: token }),
      });
      expect(joined.status).toBe(200);
      return recordId;
    };
    const first = await join(waiting[0], urls[1]);
    const second = await join(waiting[1], urls[2]);
    const stateOf = async (id: string) =>
      (await db.selectFrom("bookings").select("state").where("id", "=", id).executeTakeFirst())?.state;
    await expect.poll(() => stateOf(first), { timeout: 10_000, interval: 200 }).toBe("offered");
    // Three more sweeps on each instance change nothing.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect([await stateOf(first), await stateOf(second)]).toEqual(["offered", "waiting"]);
    const offerEmails = (id: string) =>
      smtp.messages.filter((m) => m.messageId?.startsWith(`<${id}.seat-offer@`));
    await expect.poll(() => offerEmails(first).length, { timeout: 10_000, interval: 200 }).toBe(1);
    expect(offerEmails(second)).toHaveLength(0);
    expect(await seatsShown()).toEqual(["Full", "Full", "Full"]);
  });

  it("deliver and email each of 300 enquiries exactly once, through a slow and flaky form service", async () => {
    // Every 5th record is refused once with a 500, every 7th loses its connection twice, then they go through.
    const attempts = new Map<string, number>();
    form.behaviour = (_n, body) => {
      const attempt = (attempts.get(body.reference) ?? 0) + 1;
      attempts.set(body.reference, attempt);
      const i = Number(body.name.split(" ").pop());
      if (i % 5 === 0 && attempt === 1) return "http-500";
      if (i % 7 === 0 && attempt <= 2) return "destroy";
      return "ok";
    };
    form.latencyMs = (n) => (n % 3 === 0 ? 150 : 10);
    const prefix = `Burst ${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        postEnquiry(`${prefix} ${i}`, `192.0.2.${i % 100}`).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s !== 200)).toEqual([]);
    const ids = (await recordsNamed(prefix)).map((r) => r.id);
    expect(ids).toHaveLength(300);
    expect(await deliveredOnce(ids, 150_000)).toEqual({
      notDelivered: 0,
      notEmailed: 0,
      deliveredTwice: 0,
      emailedTwice: 0,
    });
  }, 180_000);

  it("lose nothing when one instance is killed with SIGKILL in the middle of a burst", async () => {
    form.behaviour = () => "ok";
    form.latencyMs = () => 50;
    const prefix = `Killed ${randomUUID().slice(0, 8)}`;
    const acknowledged: string[] = [];
    let killed = false;
    await Promise.all(
      Array.from({ length: 10 }, async (_, worker) => {
        for (let i = worker; i < 300; i += 10) {
          const name = `${prefix} ${i}`;
          // One client per enquiry: a request the proxy resends after the kill is counted again by the soft limit.
          const res = await postEnquiry(name, `10.1.${Math.floor(i / 200)}.${i % 200}`).catch(
            () => undefined,
          );
          if (res?.ok) acknowledged.push(name);
          if (!killed && acknowledged.length >= 100) {
            killed = true;
            await cluster.instances[1].kill("SIGKILL");
          }
        }
      }),
    );
    expect(killed).toBe(true);
    const records = await recordsNamed(prefix);
    const stored = new Set(records.map((r) => r.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    // Sends the killed instance had claimed wait for their lease (10 s here) to run out. One whose
    // destination had accepted it just before the kill, but whose mark was not yet written,
    // is sent again with the same reference and Message-ID (the at-least-once edge): at most
    // the sends in flight on that instance (the outbox's batch of 4).
    const result = await deliveredOnce(
      records.map((r) => r.id),
      200_000,
    );
    expect({ notDelivered: result.notDelivered, notEmailed: result.notEmailed }).toEqual({
      notDelivered: 0,
      notEmailed: 0,
    });
    expect(result.deliveredTwice + result.emailedTwice).toBeLessThanOrEqual(4);
    if (result.deliveredTwice + result.emailedTwice > 0) console.log("Repeated at the kill:", result);
    // It comes back, as after a restart, and serves again.
    await cluster.instances[1].start();
  }, 300_000);
  // Last: the three instances each looked at the clock as they started, and a repeat would have
  // arrived long before now.
  it("sent the morning digest only once over the whole run", () => {
    expect(digests()).toHaveLength(1);
  });
});
