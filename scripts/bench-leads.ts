// Saves N submissions through the lead store with 20 concurrent clients and prints throughput
// and latency, for SQLite and (with TEST_DATABASE_URL) PostgreSQL. `npm run bench:leads`.
import { randomUUID } from "node:crypto";
import { createLeadStore } from "../server/leads/store";
import { testBackends } from "../server/db/testing";
import { enquiry } from "../server/leads/test-data";

const total = Number(process.env.BENCH_N ?? 2_000);
const clients = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

for (const backend of testBackends) {
  const database = await backend.create();
  const store = createLeadStore(await database.open(), ["form", "webhook"]);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        await store.save(enquiry({ idempotencyKey: randomUUID() }));
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const saved = (await store.list({ limit: 1 })).total;
  await store.close();
  await database.cleanup();
  console.log(
    `${backend.name.padEnd(10)} ${saved} submissions, ${clients} clients: ${(saved / seconds).toFixed(0)} submissions/s, ` +
      `p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms`,
  );
}
if (!process.env.TEST_DATABASE_URL) console.log("PostgreSQL: set TEST_DATABASE_URL (scripts/ci-postgres.sh prints one) to include it.");
