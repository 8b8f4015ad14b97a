// Saves N submissions through the lead store with 20 concurrent clients and prints throughput
// and latency, for SQLite and (with TEST_DATABASE_URL) PostgreSQL. A second row per database
// has email on: the outbox emails every record to a real SMTP server on loopback, and the
// row adds how long until the last email arrived. With PostgreSQL and a build, the last rows
// post enquiries over HTTP to 1 and to 3 built instances behind a round-robin proxy.
// `npm run bench:leads` (after `npm run build` for the instance rows).
import { randomUUID } from "node:crypto";
import { startLeads } from "#server/leads/index.ts";
import { emailForwarder } from "#server/leads/email.ts";
import { startSmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { createLeadStore } from "#server/leads/store.ts";
import { testBackends } from "#tests/db-utils.ts";
import fs from "node:fs";
import path from "node:path";
import { postgres } from "#tests/db-utils.ts";
import { enquiry } from "#tests/lead-data.ts";
import { startCluster } from "#tests/cluster/cluster.ts";
import { formTokenMinter } from "#tests/form-tokens.ts";
import type { LeadStore } from "#server/leads/types.ts";

const total = Number(process.env.BENCH_N ?? 2_000);
const emailTotal = Number(process.env.BENCH_EMAIL_N ?? 500);
const clients = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Saves `n` enquiries from 20 clients; returns the per-save latencies and the seconds taken. */
async function burst(store: LeadStore, n: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < n) {
        next++;
        const t = performance.now();
        await store.save(enquiry({ idempotencyKey: randomUUID() }));
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, seconds: (performance.now() - started) / 1000, started };
}

const line = (name: string, n: number, { latencies, seconds }: { latencies: number[]; seconds: number }) =>
  `${name.padEnd(22)} ${n} submissions, ${clients} clients: ${(n / seconds).toFixed(0)} submissions/s, ` +
  `p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms`;

for (const backend of testBackends) {
  const database = await backend.create();
  const store = createLeadStore(await database.open(), ["form", "webhook"]);
  const result = await burst(store, total);
  const saved = (await store.list({ limit: 1 })).total;
  await store.close();
  await database.cleanup();
  console.log(line(backend.name, saved, result));
}

for (const backend of testBackends) {
  const database = await backend.create();
  const smtp = await startSmtpReceiver();
  const { store, outbox } = await startLeads(
    {
      DATA_DIR: database.options.dataDir,
      DATABASE_URL: database.options.databaseUrl,
      OUTBOX_MAX_ATTEMPTS: 8,
    },
    {
      forwarders: [
        emailForwarder({
          smtpUrl: smtp.url,
          to: ["sales@arivu-test.in"],
          from: "website@arivu-test.in",
          siteUrl: "http://localhost:3000",
        }),
      ],
      log: () => {},
    },
  );
  const result = await burst(store, emailTotal);
  while (smtp.messages.length < emailTotal) await new Promise((r) => setTimeout(r, 20));
  const allEmailedSeconds = (performance.now() - result.started) / 1000;
  await outbox.stop();
  await store.close();
  await smtp.close();
  await database.cleanup();
  console.log(
    `${line(`${backend.name} + email`, emailTotal, result)}; all ${emailTotal} emailed after ${allEmailedSeconds.toFixed(1)} s (${(emailTotal / allEmailedSeconds).toFixed(0)} emails/s)`,
  );
}
const httpTotal = Number(process.env.BENCH_HTTP_N ?? 2_000);
const built = fs.existsSync(path.join(process.env.BUILD_DIR ?? "build", "server", "main.js"));
if (process.env.TEST_DATABASE_URL && built) {
  for (const n of [1, 3]) {
    const database = await postgres(process.env.TEST_DATABASE_URL).create();
    const cluster = await startCluster(n, {
      DATABASE_URL: database.options.databaseUrl!,
      RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "1000000",
    });
    const mintToken = await formTokenMinter(database.options.databaseUrl!);
    const latencies: number[] = [];
    let next = 0;
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        while (next < httpTotal) {
          next++;
          const t = performance.now();
          const res = await fetch(`${cluster.proxy.url}/api/enquiries`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Test-Client": `198.51.100.${c}` },
            body: JSON.stringify({ ...enquiry(), idempotencyKey: randomUUID(), formIssuedAt: mintToken() }),
          });
          if (!res.ok) refused++;
          await res.body?.cancel();
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    await cluster.stop();
    await database.cleanup();
    console.log(
      `${line(`PostgreSQL HTTP ×${n}`, httpTotal, { latencies, seconds })}${refused ? `, ${refused} refused` : ""}`,
    );
  }
}
if (!process.env.TEST_DATABASE_URL)
  console.log("PostgreSQL: set TEST_DATABASE_URL (scripts/ci-postgres.sh prints one) to include it.");
else if (!built) console.log("Instances over HTTP: run `npm run build` first to include them.");
