/**
 * How long booking a seat takes on a slow phone, from the batch calendar to "Seat confirmed":
 * the production build with Razorpay's keys, a fake Razorpay on loopback (tests/fakes), and
 * Chromium throttled as in the other benches (4x CPU, 150 ms, 1.6 Mbps). Typing is not timed:
 * each figure is the machine's and the network's part of one step.
 *
 *   npm run build && npm run bench:booking [-- --runs 5]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { CCNA_BATCH, contentWith } from "#tests/booking-batch.ts";
import { startFakeRazorpay } from "#tests/fakes/razorpay-server.ts";
import { chromiumArgs, chromiumPath } from "./chromium-path.mjs";
import { throttledTab } from "./bench/slow-phone-tab.mjs";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, port: { type: "string" } },
});
const runs = Number(values.runs);
const port = Number(values.port ?? process.env.BENCH_PORT ?? 6300);
const base = `http://localhost:${port}`;
const keys = { keyId: "rzp_test_Bench00001", keySecret: "bench-key-secret", webhookSecret: "bench-webhook" };

const razorpay = await startFakeRazorpay(keys);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-bench-booking-"));
const server = spawn(process.execPath, ["build/server/main.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    SITE_URL: base,
    DATA_DIR: dataDir,
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
  },
  stdio: "ignore",
});
razorpay.webhookUrl = `${base}/api/payments/razorpay/webhook`;

/** Polls `check` every 100 ms until it is true. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (await check().catch(() => false)) return;
  throw new Error(`No ${what} within ${timeoutMs} ms`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Milliseconds until `step` has finished. */
async function timed(step: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await step();
  return Math.round(performance.now() - started);
}

async function bookOnce(page: Page, run: number): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  figures["calendar loaded"] = await timed(async () => {
    await page.goto(`${base}/it-training/batch-calendar`, { waitUntil: "load" });
  });
  const card = page
    .getByRole("region", { name: "Upcoming batches" })
    .getByRole("listitem")
    .filter({ hasText: "CCNA" });
  figures["tap Book a seat → form"] = await timed(async () => {
    await card.getByRole("link", { name: /^Book a seat/ }).click();
    await page.getByRole("button", { name: "Book and pay" }).waitFor();
  });
  await page.getByLabel("Full name").fill("Asha Raman");
  await page.getByLabel("Email").fill(`asha.${run}@example.in`);
  await page.getByLabel("Phone").fill("+91 98400 12345");
  await page.getByLabel("Billing state").selectOption("Tamil Nadu");
  figures["Book and pay → Razorpay's page"] = await timed(async () => {
    await page.getByRole("button", { name: "Book and pay" }).click();
    await page.getByRole("button", { name: "Pay" }).waitFor();
  });
  figures["Pay → Seat confirmed"] = await timed(async () => {
    await page.getByRole("button", { name: "Pay" }).click();
    await page.getByRole("heading", { level: 1, name: "Seat confirmed" }).waitFor();
  });
  figures.total = Object.values(figures).reduce((a, b) => a + b, 0);
  return figures;
}

try {
  await until(async () => (await fetch(`${base}/readyz`)).ok, "server");
  const db = new Database(path.join(dataDir, "arivu.sqlite"));
  db.prepare(
    "insert into content_versions (version, data, published_by, published_at, note) values (1, ?, 'bench', ?, null)",
  ).run(JSON.stringify(contentWith({ ...CCNA_BATCH, seats: runs + 5 })), new Date().toISOString());
  db.close();
  await until(
    async () => (await (await fetch(`${base}/it-training/batch-calendar`)).text()).includes("Book a seat"),
    "batch",
  );

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const results: Record<string, number>[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const { tab } = await throttledTab(context);
    results.push(await bookOnce(tab, run));
    await context.close();
  }
  await browser.close();

  console.log(
    `Booking on a slow phone (390 px, 4x CPU, 150 ms, 1.6 Mbps), ${runs} runs: median (range) in ms`,
  );
  for (const step of Object.keys(results[0])) {
    const xs = results.map((r) => r[step]);
    console.log(`  ${step.padEnd(32)} ${median(xs)} (${Math.min(...xs)}-${Math.max(...xs)})`);
  }
} finally {
  server.kill();
  await razorpay.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
