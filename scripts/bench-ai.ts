// Time to first chunk and to the full answer (p50/p95) for each streamed AI feature of the
// embedded engine, at 1 and 20 concurrent clients, against the built server; and the server's
// memory. `npm run build && npm run bench:ai` (BENCH_AI_N requests per feature and level).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { aiRoutes } from "#common/ai/ai-protocol.ts";
import { spawnBuiltServer } from "#tests/built-server.ts";

const port = Number(process.env.BENCH_PORT ?? 3331);
const base = `http://127.0.0.1:${port}`;
const perLevel = Number(process.env.BENCH_AI_N ?? 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-bench-ai-"));

const sshLog = Array.from(
  { length: 12 },
  (_, i) =>
    `Nov 22 10:0${i % 10}:1${i % 10} bastion sshd[811]: Failed password for root from 198.51.100.23 port ${50200 + i} ssh2`,
).join("\n");
const features = [
  {
    name: "chat",
    route: aiRoutes.chat,
    body: {
      messages: [{ role: "user", text: "What is the fee and duration of the CCNP Enterprise course?" }],
    },
  },
  { name: "log analysis", route: aiRoutes.logAnalysis, body: { log: sshLog } },
  {
    name: "document Q&A",
    route: aiRoutes.documentQa,
    body: { question: "Do I need a doctor's note for three days of sick leave?" },
  },
  {
    name: "content",
    route: aiRoutes.content,
    body: { topic: "Weekend CCIE Security bootcamp in Chennai", tone: "Excited" },
  },
];

const server = spawnBuiltServer(port, {
  DATA_DIR: dataDir,
  GEMINI_API_KEY: "",
  RATE_LIMIT_AI_PER_MIN: "1000000",
});

async function ready() {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(base + aiRoutes.status).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

/** Kilobytes of the server's resident memory now, and its peak (Linux /proc). */
function memory() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

async function timeOne(route: string, body: unknown) {
  const start = performance.now();
  const res = await fetch(base + route, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`${route}: ${res.status}`);
  const reader = res.body.getReader();
  let first = 0;
  let all = "";
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    all += decoder.decode(value, { stream: true });
    if (!first && all.includes("event: text")) first = performance.now() - start;
  }
  if (!all.includes("event: done")) throw new Error(`${route}: the stream did not finish`);
  return { first, full: performance.now() - start };
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

try {
  await ready();
  console.log(`Embedded engine, ${perLevel} requests per feature and level; times in ms.`);
  console.log("feature        clients  first p50  first p95  full p50  full p95");
  for (const feature of features) {
    for (const clients of [1, 20]) {
      const firsts: number[] = [];
      const fulls: number[] = [];
      let sent = 0;
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (sent < perLevel) {
            sent++;
            const t = await timeOne(feature.route, feature.body);
            firsts.push(t.first);
            fulls.push(t.full);
          }
        }),
      );
      const f = (n: number) => n.toFixed(1).padStart(9);
      console.log(
        `${feature.name.padEnd(14)} ${String(clients).padStart(7)} ${f(pct(firsts, 50))}  ${f(pct(firsts, 95))} ${f(pct(fulls, 50))} ${f(pct(fulls, 95))}`,
      );
    }
  }
  const m = memory();
  console.log(`Server memory: ${m.rssMb.toFixed(0)} MB resident now, ${m.peakMb.toFixed(0)} MB peak.`);
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
