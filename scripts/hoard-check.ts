/**
 * What one visitor can hold of a 30-seat batch in a minute, tried as an abuser would against the
 * production build (offline payment, the default limits): the seats held by
 * - bare posts with no page view (no form token);
 * - one address, each post from a fresh page view with its own email and phone;
 * - 20 addresses (through a trusted proxy) with one email.
 * The contact form's own limits are raised out of the way, so the figures are the holds' limits.
 *
 *   npm run build && npx tsx scripts/hoard-check.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { openMigratedDatabase } from "#server/db/index.ts";
import { spawnBuiltServer } from "#tests/built-server.ts";
import { CCNA_KEY, publishTestBatch } from "#tests/bookings.ts";

const port = Number(process.env.BENCH_PORT ?? 3450);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-hoard-"));
const server = spawnBuiltServer(port, {
  DATA_DIR: dataDir,
  TRUST_PROXY: "true",
  RATE_LIMIT_ENQUIRIES_PER_10_MIN: "100000",
  RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "100000",
});
process.on("exit", () => {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  if (i > 200) throw new Error("The server did not start");
  await sleep(100);
}
const db = await openMigratedDatabase({ dataDir });
await publishTestBatch(db, 30);
await sleep(2000); // published content reaches the server within a second or two
const page = `${base}/it-training/book/${CCNA_KEY}`;

/** A page view's token, as a browser gets it. */
const pageView = async (address: string) => {
  const html = await fetch(page, { headers: { "X-Forwarded-For": address } }).then((r) => r.text());
  return /name="formIssuedAt" value="([^"]+)"/.exec(html)?.[1] ?? "";
};
const post = (address: string, n: number, fields: Record<string, string>) =>
  fetch(page, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams({
      intent: "book",
      name: `Hoarder ${n}`,
      email: `hoarder${n}@example.in`,
      phone: `+91 98400 ${String(10000 + n)}`,
      billingState: "Tamil Nadu",
      plan: "full",
      ...fields,
    }),
  }).then((r) => r.status);

const held = async () =>
  Number(
    (
      await db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("batch_key", "=", CCNA_KEY)
        .executeTakeFirstOrThrow()
    ).n,
  );

const report = (what: string, statuses: number[], before: number, after: number, ms: number) =>
  console.log(
    `${what}: ${statuses.length} posts in ${(ms / 1000).toFixed(1)} s, ${after - before} of 30 seats held; answers ${JSON.stringify(
      Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length])),
    )}`,
  );

let before = await held();
let start = Date.now();
const bare = [];
for (let n = 0; n < 61; n++) bare.push(await post("198.51.100.1", n, {}));
report("Bare posts, one address", bare, before, await held(), Date.now() - start);

before = await held();
start = Date.now();
const one = [];
for (let n = 100; n < 161; n++)
  one.push(await post("198.51.100.2", n, { formIssuedAt: await pageView("198.51.100.2") }));
report(
  "One address, a page view and a new email and phone per post",
  one,
  before,
  await held(),
  Date.now() - start,
);

before = await held();
start = Date.now();
const many = [];
for (let n = 200; n < 220; n++) {
  const address = `203.0.113.${n - 199}`;
  many.push(
    await post(address, n, { email: "one.person@example.in", formIssuedAt: await pageView(address) }),
  );
}
report("20 addresses, one email", many, before, await held(), Date.now() - start);
await db.destroy();
process.exit(0);
