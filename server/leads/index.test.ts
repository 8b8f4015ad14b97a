import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeFormService, type FakeFormService } from "#tests/fakes/form-service.ts";
import { startLeads } from "./index";
import { enquiry } from "#tests/lead-data.ts";

describe("startLeads", () => {
  let dataDir: string;
  let form: FakeFormService;
  const stops: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-start-"));
    form = await startFakeFormService();
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await form.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => ({ DATA_DIR: dataDir, FORM_ENDPOINT: form.url, OUTBOX_MAX_ATTEMPTS: 8 }) as const;

  it("creates the SQLite file in DATA_DIR in WAL mode and forwards a saved enquiry at once", async () => {
    // A one-minute poll: only the wake-up after save can deliver within the test.
    const { store, outbox } = await startLeads({ ...env() }, { pollMs: 60_000 });
    stops.push(async () => {
      await outbox.stop();
      await store.close();
    });
    const { id } = await store.save(enquiry());
    const deadline = Date.now() + 5_000;
    const delivered = async () => (await store.get(id))?.deliveries[0]?.status === "delivered";
    while (!(await delivered()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(form.receipts.get(id)).toBe(1);
    expect((await store.get(id))?.deliveries).toMatchObject([
      { destination: "form", status: "delivered", attempts: 1 },
    ]);
    expect(fs.existsSync(path.join(dataDir, "arivu.sqlite-wal"))).toBe(true);
  });

  it("keeps records across a restart", async () => {
    const first = await startLeads({ ...env(), FORM_ENDPOINT: undefined });
    const { id } = await first.store.save(enquiry());
    await first.outbox.stop();
    await first.store.close();
    const second = await startLeads({ ...env(), FORM_ENDPOINT: undefined });
    stops.push(async () => {
      await second.outbox.stop();
      await second.store.close();
    });
    expect((await second.store.get(id))?.name).toBe("Priya Raman");
  });

  it("fails to start when PostgreSQL cannot be reached", async () => {
    await expect(
      startLeads({ ...env(), DATABASE_URL: "postgres://nobody:x@127.0.0.1:1/none" }),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
