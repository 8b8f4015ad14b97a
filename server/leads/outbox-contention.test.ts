import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { startFakeFormService, type FakeFormService, type FormBehaviour } from "#tests/fakes/form-service.ts";
import { formForwarder, type Forwarder } from "./forwarders";
import { startOutbox, type Outbox } from "./outbox";
import { createLeadStore } from "./store";
import { enquiry, lead } from "#tests/lead-data.ts";

const RECORDS = 300;
const INSTANCES = 3;

describe.each(testBackends)("three outboxes on one $name database", (backend) => {
  let database: TestDatabase;
  let form: FakeFormService;
  const open: { db: Db; outbox?: Outbox }[] = [];

  beforeEach(async () => {
    database = await backend.create();
    form = await startFakeFormService();
  });
  afterEach(async () => {
    for (const instance of open.splice(0)) {
      await instance.outbox?.stop();
      await instance.db.destroy();
    }
    await Promise.all([form.close(), database.cleanup()]);
  });

  it(`deliver ${RECORDS} records exactly once through a slow, flaky form service`, async () => {
    // Every few requests fail in one of the ways real services fail; each takes 5–60 ms.
    const failures: [number, FormBehaviour][] = [
      [37, "timeout"],
      [11, "destroy"],
      [7, "http-500"],
      [13, "refuse"],
    ];
    form.behaviour = (n) => failures.find(([every]) => n % every === 0)?.[1] ?? "ok";
    form.latencyMs = () => 5 + Math.floor(Math.random() * 55);

    for (let i = 0; i < INSTANCES; i++) open.push({ db: await database.open() });
    const store = createLeadStore(open[0].db, ["form"]);
    const ids = new Set<string>();
    for (let i = 0; i < RECORDS; i++) ids.add((await store.save(i % 3 ? enquiry() : lead())).id);

    // Three instances, each with its own connection and worker, started together.
    const sent = open.map(() => 0);
    open.forEach((instance, i) => {
      const forward = formForwarder(form.url, 1_000);
      const counting: Forwarder = {
        destination: "form",
        send: (record) => (sent[i]++, forward.send(record)),
      };
      const own = createLeadStore(instance.db, ["form"]);
      // Leases long enough never to run out here, even on a busy machine: the next test is the one where they do.
      instance.outbox = startOutbox(instance.db, own, [counting], {
        maxAttempts: 50,
        baseMs: 10,
        capMs: 80,
        pollMs: 25,
        leaseMs: 30_000,
        log: () => {},
      });
    });

    const delivered = async () =>
      Number(
        (
          await open[0].db
            .selectFrom("deliveries")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("status", "=", "delivered")
            .executeTakeFirstOrThrow()
        ).n,
      );
    const deadline = Date.now() + 90_000;
    while ((await delivered()) < RECORDS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));

    expect(await delivered()).toBe(RECORDS);
    expect(form.requests).toBeGreaterThan(RECORDS);
    expect(new Set(form.receipts.keys())).toEqual(ids);
    expect([...form.receipts.values()].filter((n) => n !== 1)).toEqual([]);
    // Every instance took part.
    expect(sent.every((n) => n > 0)).toBe(true);
  }, 120_000);

  it("lose nothing when one dies mid-send: the others send its claimed records once its lease ends", async () => {
    for (let i = 0; i < INSTANCES; i++) open.push({ db: await database.open() });
    const store = createLeadStore(open[0].db, ["form"]);
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) ids.add((await store.save(enquiry())).id);

    // The first instance claims a batch and never finishes it, like a process killed mid-send.
    let claimedByDead = 0;
    const dead = open.shift()!;
    const hangs: Forwarder = { destination: "form", send: () => (claimedByDead++, new Promise(() => {})) };
    startOutbox(dead.db, createLeadStore(dead.db, ["form"]), [hangs], {
      maxAttempts: 50,
      pollMs: 60_000,
      leaseMs: 1_500,
      log: () => {},
    });
    while (claimedByDead === 0) await new Promise((r) => setTimeout(r, 10));

    for (const instance of open) {
      instance.outbox = startOutbox(
        instance.db,
        createLeadStore(instance.db, ["form"]),
        [formForwarder(form.url, 1_000)],
        { maxAttempts: 50, baseMs: 10, capMs: 80, pollMs: 25, leaseMs: 5_000, log: () => {} },
      );
    }
    const deadline = Date.now() + 30_000;
    while (form.receipts.size < ids.size && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));

    expect(claimedByDead).toBeGreaterThan(0);
    expect(new Set(form.receipts.keys())).toEqual(ids);
    expect([...form.receipts.values()].filter((n) => n !== 1)).toEqual([]);
    await dead.db.destroy();
  }, 60_000);
});
