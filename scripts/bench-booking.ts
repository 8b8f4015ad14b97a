/**
 * How long booking a seat takes on a slow phone, from the batch calendar to "Seat confirmed" with
 * its invoice link: the production build with Razorpay's keys, a fake Razorpay on loopback
 * (tests/fakes) with its hosted page, and Chromium throttled as in the other benches (390 px touch
 * screen, 4x CPU, 150 ms latency, 1.6 Mbps down, 750 kbps up, cold cache: a new context per run).
 *
 * Two visitors, N runs each (interleaved, so a slow moment of the machine hits both):
 * - "live": waits for each of our pages to be live (`<html data-hydrated="true">`) before acting,
 *   as a visitor who reads first does. "Book a seat" is then followed by the app, and the form
 *   is sent by the app, which takes the browser on to Razorpay's page at once.
 * - "early": acts as soon as each page shows what it needs (painted, its scripts still on
 *   the way). "Book a seat" is a plain link and the form posts as HTML: the booking's own page
 *   comes back, whose "Pay ₹…" link goes on to Razorpay. A script types far faster than a
 *   visitor, but the first focus wakes the page and the app would mostly be live before the
 *   tap on "Book and pay": the script that starts the app (entry.client) is held until the form
 *   is sent, as on a phone whose scripts come late; the rest of the page's scripts load as they
 *   would. Each run says which way its form went.
 *
 * Each figure is the time from the visitor's tap until the next page shows what the visitor needs
 * (the form, Razorpay's Pay button, the confirmation with its invoice link). The typing is not
 * timed, nor is the live visitor's wait for a page to be live. Playwright's locators inject
 * Playwright's script into each page on first use: under the 4x slowdown that adds 100-200 ms to
 * a step, the same in both visitors.
 *
 *   npm run build && npm run bench:booking [-- --runs 5]
 * The site's server listens on BENCH_PORT (default 3400), the fake Razorpay on BENCH_PORT + 1.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";
import { openMigratedDatabase } from "#server/db/index.ts";
import { spawnBuiltServer } from "#tests/built-server.ts";
import { publishTestBatch } from "#tests/bookings.ts";
import { startFakeRazorpay } from "#tests/fakes/razorpay-server.ts";
import { chromiumArgs, chromiumPath } from "./chromium-path.mjs";
import { throttledTab } from "./bench/slow-phone-tab.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${values.runs}: expected a whole number`);
const port = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${port}`;
const keys = { keyId: "rzp_test_Bench00001", keySecret: "bench-key-secret", webhookSecret: "bench-webhook" };
/** Long enough for a page on the throttled phone, short enough that a stuck step shows soon. */
const STEP_LIMIT = 30_000;

const razorpay = await startFakeRazorpay({ ...keys, port: port + 1 });
razorpay.webhookUrl = `${base}/api/payments/razorpay/webhook`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-bench-booking-"));
const server = spawnBuiltServer(port, {
  // Razorpay's page sends the visitor back here.
  SITE_URL: base,
  DATA_DIR: dataDir,
  ...razorpay.serverEnv,
  // Every booking comes from 127.0.0.1: the default 5 in 10 minutes would refuse the sixth.
  RATE_LIMIT_ENQUIRIES_PER_10_MIN: "1000",
  RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "100000",
});
server.on("exit", (code) => {
  console.error(`The site's server stopped (exit code ${code})`);
  process.exit(1);
});
process.on("exit", () => {
  server.removeAllListeners("exit");
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.on("SIGINT", () => process.exit(130));

/** Polls `check` every 100 ms until it is true. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(100))
    if (await check().catch(() => false)) return;
  throw new Error(`No ${what} within ${timeoutMs} ms`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Visitor = "live" | "early";
type Run = { figures: Record<string, number>; nativePost: boolean };

/** Books one seat in a fresh context: the figures of each step, and whether the form was posted as HTML. */
async function bookOnce(browser: Browser, visitor: Visitor, n: number): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const { tab, waitFor } = await throttledTab(context);
  const figures: Record<string, number> = {};
  let step = "";
  /** Times `act` until `shown` has finished, as the figure `name`. */
  const timed = async (name: string, act: () => Promise<unknown>, shown: () => Promise<unknown>) => {
    step = name;
    const started = performance.now();
    await act();
    await shown();
    figures[name] = Math.round(performance.now() - started);
  };
  const rename = (from: string, to: string) => {
    figures[to] = figures[from];
    delete figures[from];
  };
  const waitUntilLive = () =>
    waitFor(`document.documentElement.dataset.hydrated === "true" || null`, STEP_LIMIT);
  const visible = { state: "visible", timeout: STEP_LIMIT } as const;
  try {
    const bookLink = tab
      .getByRole("listitem")
      .filter({ has: tab.getByRole("heading", { name: "CCNA", exact: true }) })
      .getByRole("link", { name: /^Book a seat/ });
    await timed(
      "calendar shown",
      () => tab.goto(`${base}/it-training/batch-calendar`, { waitUntil: "commit" }),
      () => bookLink.waitFor(visible),
    );
    if (visitor === "live") await waitUntilLive();

    const book = tab.getByRole("button", { name: "Book and pay" });
    // The early visitor's phone is still on its way to running the booking page's app when the form
    // is sent: the script that starts it is held until then (the rest load as they would).
    let formSent = () => {};
    if (visitor === "early") {
      const sent = new Promise<void>((resolve) => (formSent = resolve));
      await tab.route("**/assets/entry.client-*.js", async (route) => {
        await sent;
        await route.fallback().catch(() => {}); // the page may be gone by then
      });
    }
    await timed(
      "Book a seat → the form",
      () => bookLink.tap(),
      () => book.waitFor(visible),
    );
    if (visitor === "live") await waitUntilLive();
    await tab.getByLabel("Full name").fill("Asha Raman");
    await tab.getByLabel("Email").fill(`asha.${visitor}.${n}@example.in`);
    await tab.getByLabel("Phone").fill("+91 98400 12345");
    await tab.getByLabel("Billing state").selectOption("Tamil Nadu");

    const payOnRazorpay = tab.getByRole("button", { name: "Pay", exact: true });
    // Posted as HTML, the form brings the booking's own page, whose link goes on to Razorpay.
    const payLink = tab.getByRole("link", { name: /^Pay ₹/ });
    await timed(
      "Book and pay → the next page",
      async () => {
        await book.tap();
        formSent();
      },
      () => payLink.or(payOnRazorpay).waitFor(visible),
    );
    const nativePost = new URL(tab.url()).origin === base;
    rename(
      "Book and pay → the next page",
      `Book and pay → ${nativePost ? "the booking's" : "Razorpay's"} page`,
    );
    if (nativePost)
      await timed(
        "Pay ₹… → Razorpay's page",
        () => payLink.tap(),
        () => payOnRazorpay.waitFor(visible),
      );
    await timed(
      "Pay → Seat confirmed",
      () => payOnRazorpay.tap(),
      async () => {
        await tab.getByRole("heading", { level: 1, name: "Seat confirmed" }).waitFor(visible);
        await tab.getByRole("link", { name: "download the invoice (PDF)" }).waitFor(visible);
      },
    );
    figures.total = Object.values(figures).reduce((a, b) => a + b, 0);
    return { figures, nativePost };
  } catch (error) {
    throw new Error(`${visitor} run ${n + 1}, "${step}": stuck on ${tab.url()} (${await pageSays(tab)})`, {
      cause: error,
    });
  } finally {
    await context.close();
  }
}

/** The page's heading and any alert, to say where a run got stuck. */
async function pageSays(tab: Page): Promise<string> {
  const texts = await tab
    .locator("h1, [role=alert], [aria-invalid=true]")
    .evaluateAll((els) =>
      els.map((el) => (el.matches("[aria-invalid]") ? `invalid: ${el.id}` : el.textContent?.trim())),
    )
    .catch(() => []);
  return texts.join("; ") || "no heading";
}

function printTable(visitor: Visitor, done: Run[]) {
  const posts = done.filter((r) => r.nativePost).length;
  console.log(
    `\n${visitor === "live" ? "Acting once each page is live" : "Acting as soon as each page is painted"}: ` +
      `median (range) in ms of ${done.length} runs; the form posted as HTML in ${posts} of them`,
  );
  // Runs whose form went the other way have other steps: each step is over the runs that had it.
  const steps = [...new Set(done.flatMap((r) => Object.keys(r.figures)))];
  steps.push(...steps.splice(steps.indexOf("total"), 1));
  console.log("| step | ms | runs |\n|---|---|---|");
  for (const step of steps) {
    const xs = done.flatMap((r) => (step in r.figures ? [r.figures[step]] : []));
    const range = xs.length > 1 ? ` (${Math.min(...xs)}-${Math.max(...xs)})` : "";
    console.log(`| ${step} | ${median(xs)}${range} | ${xs.length} |`);
  }
}

await until(async () => (await fetch(`${base}/readyz`)).ok, "server");
const db = await openMigratedDatabase({ dataDir });
await publishTestBatch(db, 2 * runs + 5);
await db.destroy();
// Published content reaches the server within a second.
await until(
  async () => (await (await fetch(`${base}/it-training/batch-calendar`)).text()).includes("Book a seat"),
  "bookable batch on the calendar",
);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const results: Record<Visitor, Run[]> = { live: [], early: [] };
console.log(
  `Booking a seat on a slow phone (390 px, 4x CPU, 150 ms, 1.6 Mbps down): calendar → Book a seat → form → Razorpay's page → Seat confirmed`,
);
for (let n = 0; n < runs; n++) {
  for (const visitor of n % 2 ? (["early", "live"] as const) : (["live", "early"] as const)) {
    const run = await bookOnce(browser, visitor, n);
    results[visitor].push(run);
    const steps = Object.entries(run.figures).map(([step, ms]) => `${step} ${ms}`);
    console.log(
      [`run ${n + 1}/${runs}`, visitor, run.nativePost ? "posted as HTML" : "sent by the app", ...steps].join(
        "\t",
      ),
    );
  }
}
await browser.close();
printTable("live", results.live);
printTable("early", results.early);
process.exit(0);
