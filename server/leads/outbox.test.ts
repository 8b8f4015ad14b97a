import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { startFakeFormService, type FakeFormService, type FormBehaviour } from "#tests/fakes/form-service.ts";
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from "#tests/fakes/webhook-receiver.ts";
import { formForwarder, webhookForwarder } from "./forwarders";
import { backoffMs, startOutbox, type Outbox, type OutboxOptions } from "./outbox";
import { createLeadStore } from "./store";
import { enquiry, lead } from "#tests/lead-data.ts";
import type { LeadStore } from "./types";

const SECRET = "whsec-test-7f3a";
const logs: string[] = [];
// Timeouts well above a loaded machine's answer time: a reply that arrives after the timeout is the at-least-once edge.
const fast = { baseMs: 10, capMs: 80, pollMs: 25, leaseMs: 5_000 } satisfies Partial<OutboxOptions>;

describe("backoff", () => {
  it("grows exponentially up to the cap, with full jitter below it", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 2_000, 600_000, () => 0.999))).toEqual([
      1998, 3996, 7992, 15984,
    ]);
    expect(backoffMs(30, 2_000, 600_000, () => 0.999)).toBe(599_400);
    expect(backoffMs(5, 2_000, 600_000, () => 0)).toBe(0);
  });
});

describe.each(testBackends)("outbox on $name", (backend) => {
  let database: TestDatabase;
  let form: FakeFormService;
  let webhook: FakeWebhookReceiver;
  const open: { db: Db; store: LeadStore; outbox?: Outbox }[] = [];

  async function node(options: Partial<OutboxOptions> = {}) {
    const db = await database.open();
    const store = createLeadStore(db, ["form", "webhook"]);
    const forwarders = [formForwarder(form.url, 1_500), webhookForwarder(webhook.url, SECRET, 1_500)];
    const entry = {
      db,
      store,
      outbox: undefined as Outbox | undefined,
      start: () =>
        (entry.outbox = startOutbox(db, store, forwarders, {
          maxAttempts: 50,
          ...fast,
          log: (m) => logs.push(m),
          ...options,
        })),
    };
    open.push(entry);
    return entry;
  }

  beforeEach(async () => {
    database = await backend.create();
    form = await startFakeFormService();
    webhook = await startFakeWebhookReceiver(SECRET);
  });
  afterEach(async () => {
    for (const n of open.splice(0)) {
      await n.outbox?.stop();
      await n.store.close();
    }
    await Promise.all([form.close(), webhook.close(), database.cleanup()]);
  });

  it("delivers every record exactly once through 500s, timeouts and dropped connections, with two workers", async () => {
    const failures: FormBehaviour[] = ["http-500", "timeout", "destroy", "refuse"];
    form.behaviour = (n) => (n <= 40 ? failures[n % failures.length] : "ok");
    webhook.failWhen = (n) => n <= 15;
    const a = await node();
    const b = await node();
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push((await (i % 2 ? a : b).store.save(i % 3 ? enquiry() : lead())).id);
    a.start();
    b.start();

    await until(
      async () =>
        (await a.store.list({ limit: 100 })).items.every((r) =>
          r.deliveries.every((d) => d.status === "delivered"),
        ),
      30_000,
    );
    expect(form.requests).toBeGreaterThan(40);
    expect([...form.receipts.keys()].sort()).toEqual([...ids].sort());
    expect([...form.receipts.values()].every((n) => n === 1)).toBe(true);
    expect([...webhook.receipts.keys()].sort()).toEqual(ids.map((id) => `${id}:webhook`).sort());
    expect([...webhook.receipts.values()].every((n) => n === 1)).toBe(true);
    expect(webhook.rejected).toBe(0);
  }, 40_000);

  it("marks a delivery failed after the maximum attempts, and delivers it once after a retry", async () => {
    form.behaviour = () => "http-500";
    const n = await node({ maxAttempts: 3 });
    const { id } = await n.store.save(enquiry());
    n.start();
    await until(async () => (await n.store.get(id))!.deliveries.some((d) => d.status === "failed"));
    const failed = (await n.store.get(id))!.deliveries.find((d) => d.destination === "form")!;
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "Internal error",
      nextAttemptAt: null,
    });
    expect(form.requests).toBe(3);

    form.behaviour = () => "ok";
    await n.store.retry(id);
    n.outbox!.wake();
    await until(async () => (await n.store.get(id))!.deliveries.every((d) => d.status === "delivered"));
    expect(form.receipts.get(id)).toBe(1);
    expect(webhook.receipts.get(`${id}:webhook`)).toBe(1);
  });

  it("resumes pending deliveries after a restart, including one claimed by a worker that died", async () => {
    form.behaviour = () => "http-500";
    const first = await node();
    const ids = await Promise.all(
      [enquiry(), lead(), enquiry()].map(async (s) => (await first.store.save(s)).id),
    );
    first.start();
    await until(async () => form.requests >= 3);
    await first.outbox!.stop();
    // A worker that claimed the first record and died before sending: its lease must run out first.
    await first.db
      .updateTable("deliveries")
      .set({ next_attempt_at: new Date(Date.now() + 1_500).toISOString() })
      .where("submission_id", "=", ids[0])
      .execute();
    await first.store.close();
    open.splice(open.indexOf(first), 1);

    form.behaviour = () => "ok";
    const second = await node();
    second.start();
    await until(async () => form.receipts.size === 2);
    expect(form.receipts.has(ids[0])).toBe(false);
    await until(async () => form.receipts.size === 3);
    expect(ids.map((id) => form.receipts.get(id))).toEqual([1, 1, 1]);
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}
