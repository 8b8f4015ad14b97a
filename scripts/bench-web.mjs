// Speed of our pages, side by side with other builds of the site and with other sites.
//
// 1. Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown), median of N runs, on every
//    route of each build: the four scores, FCP, LCP, TBT, CLS, the JS loaded (KB over the wire),
//    and the KB of HTML, CSS, fonts and images that finished loading before LCP. Then a row per
//    build with the median over all routes, a row per extra target, rows for a blank page
//    without and with React (what this host alone costs), and the host's CPU benchmark index
//    (TBT scales with the host's speed: the 4x slowdown is applied to whatever machine runs this).
// 2. In a real browser (Chromium with 4x CPU slowdown, 150 ms latency, 1.6 Mbps down, 750 kbps
//    up, 390x844 touch screen, cold cache), median of N runs: FCP; LCP, the last
//    largest-contentful-paint entry 1 s after the page is live (what the browser itself saw,
//    where Lighthouse's LCP is simulated from an unthrottled load); "live", when the page answers
//    input (our pages: when React has hydrated, `<html data-hydrated="true">`; other sites: the
//    end of the load event, or FCP if later); paint to live (live - FCP); and on each home page
//    (ours, and a target whose path is /, such as AstroWind's), in a load of its own, the first
//    tap: the menu button tapped 300 ms after FCP, the ms until the menu is open (the button's
//    aria-expanded, a popover's toggle event, AstroWind's "expanded" class), and in how many runs
//    the tap came before the page was live.
//    "never": not live within 20 s; "lost": the menu did not open within 15 s of live.
//    With several builds, a last table pairs each later build's loads with the first build's,
//    route by route and run by run: the mean difference in FCP and LCP, with a 95% interval.
//
// 3. The first tap on each control (scripts/bench/first-tap.mjs): the same throttled browser, each
//    control's page loaded cold and the control tapped 0.8 s after the load event (the phone's
//    menu also 8 s after, once the page is live), the ms from the tap to the first frame that
//    shows its answer, for every build and, where it has one (its menu), each target at /.
//
// The runs are interleaved: run 1 measures every route of every build and every target once,
// then run 2, and so on, so that a slow moment of the machine hits them all alike. A route's
// builds are measured one after the other, and which goes first changes from one route and one
// run to the next: in two real-browser runs in opposite orders, the build measured second had
// the later FCP, by 68 and 88 ms (median over routes), whichever build it was.
//
// Usage: npm run build && npm run bench:web [-- options]
//   --runs 5                     runs per page
//   --only /,/contact            these routes instead of every route in the sitemap
//   --build name=dir             a build of the site to measure (repeatable; the i-th one's server
//                                runs on BENCH_PORT + i, default 3400); without it, BUILD_DIR
//                                (default build/)
//   --target name=url            another page to measure, once per run (repeatable)
//   --skip lighthouse,live,taps  leave out some of the three measurements
//   --server-ms 5                Lighthouse simulates every page with this server response time
//                                and no extra round trip, in place of what it estimated from the
//                                unthrottled load (the "srv ms" column): on loopback that estimate
//                                is the median wait over the page's own requests, and moves FCP and
//                                LCP by 5-30 ms with the moment's load and with how many files the
//                                page fetches at once, not with what the page is
// e.g. npm run bench:web -- --build today=/tmp/build-base --build new=build \
//        --target astrowind=http://127.0.0.1:3202/
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build } from "vite";
import { chromiumArgs, chromiumPath } from "./chromium-path.mjs";
import { controls, peerControls, tapOnce } from "./bench/first-tap.mjs";
import { throttledTab } from "./bench/slow-phone-tab.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
/** Every value of a repeatable `--name key=value` option, as [key, value]. */
const pairs = (name) =>
  args
    .flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []))
    .map((s) => {
      const eq = s.indexOf("=");
      if (eq < 1) throw new Error(`--${name} ${s}: expected name=value`);
      return [s.slice(0, eq), s.slice(eq + 1)];
    });
const runs = Number(opt("runs", 5));
const skip = opt("skip", "").split(",");
const serverMs = opt("server-ms", "");
const firstPort = Number(process.env.BENCH_PORT ?? 3400);

const buildSpecs = pairs("build");
if (buildSpecs.length === 0) buildSpecs.push(["build", process.env.BUILD_DIR ?? "build"]);
const builds = buildSpecs.map(([name, dir], i) => ({ name, dir, base: `http://localhost:${firstPort + i}` }));
const targets = pairs("target").map(([name, url]) => ({ name, url, route: new URL(url).pathname }));

// One server per build, each with its own empty data directory.
const dataDirs = [];
const servers = builds.map((b, i) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-bench-web-"));
  dataDirs.push(dataDir);
  return spawn(process.execPath, [path.join(b.dir, "server", "main.js")], {
    env: { ...process.env, PORT: String(firstPort + i), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
});
for (const [i, s] of servers.entries()) {
  s.on("exit", (code) => {
    console.error(`the server of ${builds[i].name} (${builds[i].dir}) stopped (exit code ${code})`);
    process.exit(1);
  });
}
process.on("exit", () => {
  for (const s of servers) {
    s.removeAllListeners("exit");
    s.kill("SIGTERM");
  }
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
});
process.on("SIGINT", () => process.exit(130));

// Ten builds' servers starting at once on 2 cores take about 20 s.
async function waitForServer(base) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${base}/robots.txt`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`server at ${base} did not start`);
}
for (const b of builds) await waitForServer(b.base);

// Routes come from the sitemap of the first build, which its server builds from the route table.
const sitemap = await (await fetch(`${builds[0].base}/sitemap.xml`)).text();
let paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
const only = opt("only", "");
if (only) paths = only.split(",");

// What one run measures, in order: every route of every build, then every target.
const pages = [
  ...paths.flatMap((route) =>
    builds.map((b) => ({ route, name: b.name, url: `${b.base}${route}`, ours: true })),
  ),
  ...targets.map((t) => ({ route: t.route, name: t.name, url: t.url, ours: false })),
];

/** The indexes of `list` (the pages above, then anything else) in the order run `run` measures them. */
function runOrder(list, run) {
  const n = builds.length;
  return list.map((_, i) => {
    if (i >= paths.length * n) return i;
    const route = Math.floor(i / n);
    return route * n + (((i % n) + run + route) % n);
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
/** The figures of a row, without its route, name and URL. */
const numbers = (row) => Object.fromEntries(Object.entries(row).filter(([, v]) => typeof v === "number"));
const medianRow = (samples) =>
  Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]));

/** Rows of `| a | b |`, headed by the keys of the first row. */
function printTable(table) {
  const header = Object.keys(table[0]);
  console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const r of table) console.log(`| ${Object.values(r).join(" | ")} |`);
}

/** Each page's row, then per build the median over its routes (when there are several). */
function rowsWithMedians(items, medianOf) {
  const rows = paths.flatMap((route) =>
    builds.map((b) => items.find((r) => r.route === route && r.name === b.name)),
  );
  if (paths.length > 1) {
    for (const b of builds)
      rows.push(
        medianOf(
          b.name,
          rows.filter((r) => r.name === b.name),
        ),
      );
  }
  return [...rows, ...items.filter((r) => !r.ours)];
}

const minutes = (ms) => `${(ms / 60000).toFixed(1)} min`;
const timings = [];

// ---- 1. Lighthouse ----

async function lighthousePhase() {
  // The same measurement of two pages with two lines of text: one with no script, and one that
  // React hydrates. They are the floor this host puts under every figure, and the floor of any
  // React page on it.
  const blankPage = (script) =>
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="description" content="A blank page."><title>Blank</title>${script}</head>` +
    '<body><div id="root"><main><h1>Blank</h1><p>Two lines of text.</p></main></div></body></html>';
  const built = await build({
    configFile: false,
    logLevel: "silent",
    mode: "production",
    build: {
      write: false,
      rollupOptions: { input: fileURLToPath(new URL("bench-floor-react.js", import.meta.url)) },
    },
  });
  const reactJs = gzipSync((Array.isArray(built) ? built[0] : built).output[0].code);
  const floorFiles = {
    "/": ["text/html; charset=utf-8", gzipSync(blankPage(""))],
    // Like our pages, it fetches its script once the first frame has painted.
    "/react": [
      "text/html; charset=utf-8",
      gzipSync(
        blankPage(
          '<script type="module">requestAnimationFrame(() => setTimeout(() => import("/react.js")));</script>',
        ),
      ),
    ],
    "/react.js": ["text/javascript", reactJs],
  };
  const floorServer = http.createServer((req, res) => {
    const file = floorFiles[req.url];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": file[0], "content-encoding": "gzip" }).end(file[1]);
  });
  await new Promise((resolve) => floorServer.listen(0, "127.0.0.1", resolve));
  const floorBase = `http://127.0.0.1:${floorServer.address().port}`;
  const floors = [
    { route: "a blank page, no script", name: "host floor", url: `${floorBase}/`, ours: false },
    { route: "the blank page hydrated by React", name: "host floor", url: `${floorBase}/react`, ours: false },
  ];

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const benchmarkIndexes = [];

  /** One Lighthouse run on a page. A run Lighthouse could not measure (it says why) is run again, up to three times. */
  async function measure(page) {
    for (let attempt = 1; ; attempt++) {
      const { origin } = new URL(page.url);
      const flags = { port: chrome.port, output: "json", logLevel: "error" };
      if (serverMs) {
        flags.precomputedLanternData = {
          additionalRttByOrigin: { [origin]: 0 },
          serverResponseTimeByOrigin: { [origin]: Number(serverMs) },
        };
      }
      const { lhr } = await lighthouse(page.url, flags);
      if (!lhr.runtimeError && lhr.audits.metrics?.details) return figures(lhr, origin);
      console.error(`${page.name} ${page.route}: not measured: ${lhr.runtimeError?.message ?? "no metrics"}`);
      if (attempt > 3) throw new Error(`${page.name} ${page.route}: Lighthouse could not measure it`);
    }
  }
  function figures(lhr, origin) {
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    // What Lighthouse estimated from the unthrottled load, whether or not --server-ms replaced it.
    const serverLatency = lhr.audits["network-server-latency"].details?.items ?? [];
    const requests = lhr.audits["network-requests"].details.items;
    const kbOf = (items) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    // Observed times (unthrottled) of the requests, against the observed LCP.
    const observedLcp = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
    const beforeLcp = (type) =>
      kbOf(requests.filter((r) => r.resourceType === type && r.networkEndTime <= observedLcp));
    return {
      fcp: lhr.audits["first-contentful-paint"].numericValue,
      html: beforeLcp("Document"),
      css: beforeLcp("Stylesheet"),
      font: beforeLcp("Font"),
      img: beforeLcp("Image"),
      perf: lhr.categories.performance.score * 100,
      a11y: lhr.categories.accessibility.score * 100,
      bp: lhr.categories["best-practices"].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      js: kbOf(requests.filter((r) => r.resourceType === "Script")),
      srv: serverLatency.find((item) => item.origin === origin)?.serverResponseTime ?? 0,
    };
  }
  function format(r) {
    return {
      route: r.route,
      name: r.name,
      perf: r.perf,
      a11y: r.a11y,
      bp: r.bp,
      seo: r.seo,
      "FCP ms": Math.round(r.fcp),
      "LCP ms": Math.round(r.lcp),
      "TBT ms": Math.round(r.tbt),
      CLS: r.cls.toFixed(3),
      "JS KB": r.js.toFixed(1),
      "HTML KB": r.html.toFixed(1),
      "CSS KB": r.css.toFixed(1),
      "font KB": r.font.toFixed(1),
      "img KB": r.img.toFixed(1),
      "srv ms": r.srv.toFixed(1),
    };
  }

  const all = [...pages, ...floors];
  const samples = all.map(() => []);
  const started = Date.now();
  for (let run = 1; run <= runs; run++) {
    for (const i of runOrder(all, run)) {
      const page = all[i];
      const s = await measure(page);
      samples[i].push(s);
      console.log([`run ${run}/${runs}`, ...Object.values(format({ ...page, ...s }))].join("\t"));
    }
  }
  timings.push(`Lighthouse: ${minutes((Date.now() - started) / runs)} a run`);
  await chrome.kill();
  floorServer.close();

  const items = all.map((page, i) => ({ ...page, ...medianRow(samples[i]) }));
  const medianOf = (name, rows) => ({ route: "median of all routes", name, ...medianRow(rows.map(numbers)) });
  printTable(rowsWithMedians(items, medianOf).map(format));
  const cpu = [...benchmarkIndexes].sort((a, b) => a - b);
  console.log(
    `\nHost CPU benchmark index (Lighthouse): median ${Math.round(median(cpu))}, range ${Math.round(cpu[0])}-${Math.round(cpu.at(-1))} over ${cpu.length} runs`,
  );
  if (serverMs)
    console.log(`Simulated with a server response time of ${serverMs} ms for every page (--server-ms)`);
}

// ---- 2. Paint to live, and the first tap ----

const LIVE_LIMIT = 20000; // ms after navigation for the page to go live
const TAP_LIMIT = 15000; // ms after live for the tapped menu to open
const TAP_DELAY = 300; // ms after FCP that the tap is made
const LCP_SETTLE = 1000; // ms after live before the LCP is read (an image may finish after)

/**
 * Runs in the page before its own scripts: records (performance.now()) the FCP, when <html> gets
 * data-hydrated="true", when the "Menu" button first shows aria-expanded="true", when the
 * first tap reached the page (the pointerdown's own time stamp, however long it then waited),
 * and the latest largest-contentful-paint.
 */
/* global window, document, MutationObserver, addEventListener -- recordTimes runs in the page */
function recordTimes() {
  // Our menu button once it reports itself open; AstroWind's toggle once it has its "expanded" class.
  const MENU_OPEN = 'button[aria-label="Menu"][aria-expanded="true"], [data-aw-toggle-menu].expanded';
  const times = (window.__bench = { fcp: null, hydrated: null, expanded: null, tap: null, lcp: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") times.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => (times.lcp = list.getEntries().at(-1).startTime)).observe({
    type: "largest-contentful-paint",
    buffered: true,
  });
  const check = () => {
    const now = performance.now();
    if (times.hydrated === null && document.documentElement?.dataset.hydrated === "true")
      times.hydrated = now;
    if (times.expanded === null && document.querySelector(MENU_OPEN)) times.expanded = now;
  };
  // Attributes only: watching every node the parser inserts would load the page being measured.
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["data-hydrated", "aria-expanded", "class"],
  });
  // A native popover (our menu before the page is live) opens without any attribute changing.
  addEventListener(
    "toggle",
    (e) =>
      e.newState === "open" &&
      e.target.popover &&
      times.expanded === null &&
      (times.expanded = performance.now()),
    { capture: true },
  );
  addEventListener("pointerdown", (e) => times.tap ?? (times.tap = e.timeStamp), { capture: true });
}

/**
 * One cold load of a page under mobile throttling: its FCP, LCP and live times; or with `tap`, the
 * "Menu" button tapped 300 ms after FCP: the ms from the tap to the menu open, and whether the
 * tap came before the page was live.
 */
async function liveOnce(browser, page, tap) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(recordTimes);
    const { tab, cdp, read, waitFor } = await throttledTab(context);
    await tab.goto(page.url, { waitUntil: "commit" });
    const fcp = await waitFor("window.__bench?.fcp", LIVE_LIMIT);

    if (tap) {
      await sleep(fcp + TAP_DELAY - (await read("performance.now()")));
      // A touch at the middle of the button, as a finger would tap it.
      const box = await waitFor(
        `(() => { const r = document.querySelector('button[aria-label="Menu"], [data-aw-toggle-menu]')?.getBoundingClientRect();
          return r && { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
        LIVE_LIMIT,
      );
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [box] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    }

    // Live: ours when React has hydrated, others at the end of the load event (or at FCP, when a
    // page that draws itself with script, like a client-rendered SPA, paints after its load event).
    const at = await waitFor(
      page.ours
        ? `window.__bench.hydrated ?? (performance.now() > ${LIVE_LIMIT} ? Infinity : null)`
        : `performance.getEntriesByType("navigation")[0]?.loadEventEnd || (performance.now() > ${LIVE_LIMIT} ? Infinity : null)`,
      LIVE_LIMIT + 5000,
    );
    const live = page.ours ? at : Math.max(at, fcp);
    if (!tap) {
      await sleep(LCP_SETTLE);
      return { fcp, lcp: (await read("window.__bench.lcp")) ?? Infinity, live };
    }

    const limit = Math.min(live, LIVE_LIMIT) + TAP_LIMIT;
    await waitFor(`window.__bench.expanded ?? (performance.now() > ${limit} ? false : null)`, limit + 5000);
    const t = await read("window.__bench");
    const opened = t.expanded !== null && t.tap !== null;
    return { ms: opened ? t.expanded - t.tap : Infinity, beforeLive: t.tap !== null && t.tap < live };
  } finally {
    await context.close();
  }
}

async function livePhase() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const ms = (x, word = "never") => (x === Infinity ? word : Math.round(x));
  const format = (r) => ({
    route: r.route,
    name: r.name,
    "FCP ms": ms(r.fcp),
    "LCP ms": ms(r.lcp),
    "live ms": ms(r.live),
    "paint to live ms": ms(r.p2l),
    "first tap ms": tapText(r.taps),
    "taps before live": r.taps.length ? `${r.taps.filter((t) => t.beforeLive).length}/${r.taps.length}` : "-",
  });

  const samples = pages.map(() => []);
  const taps = pages.map(() => []);
  const started = Date.now();
  for (let run = 1; run <= runs; run++) {
    for (const i of runOrder(pages, run)) {
      const page = pages[i];
      const { fcp, lcp, live } = await liveOnce(browser, page, false);
      samples[i].push({ fcp, lcp, live, p2l: live - fcp });
      const line = [`run ${run}/${runs}`, page.route, page.name];
      line.push(`FCP ${ms(fcp)}`, `LCP ${ms(lcp)}`, `live ${ms(live)}`);
      if (page.route === "/") {
        const tap = await liveOnce(browser, page, true);
        taps[i].push(tap);
        line.push(`first tap ${ms(tap.ms, "lost")}${tap.beforeLive ? " (made before live)" : ""}`);
      }
      console.log(line.join("\t"));
    }
  }
  timings.push(`paint to live and first tap: ${minutes((Date.now() - started) / runs)} a run`);
  await browser.close();

  const items = pages.map((page, i) => ({ ...page, ...medianRow(samples[i]), taps: taps[i] }));
  const medianOf = (name, rows) => ({
    route: "median of all routes",
    name,
    ...medianRow(rows.map(numbers)),
    taps: [],
  });
  printTable(rowsWithMedians(items, medianOf).map(format));
  if (builds.length > 1) printPairedDifferences(samples);
}

/**
 * Every later build against the first, over all loads: for each route and run, the later build's
 * FCP (and LCP) minus the first build's, then the mean of those differences with a 95% interval.
 * One load's FCP moves by hundreds of ms with when the renderer paints between two chunks of
 * HTML, so a gap between medians over a few runs says little; pairing by route and run takes
 * the route and the moment out of it, and the interval says what the loads can tell apart.
 */
function printPairedDifferences(samples) {
  const n = builds.length;
  const rows = [];
  for (const metric of ["fcp", "lcp"]) {
    for (let b = 1; b < n; b++) {
      const diffs = paths.flatMap((_, route) =>
        samples[route * n + b]
          .map((s, run) => s[metric] - samples[route * n][run][metric])
          .filter(Number.isFinite),
      );
      const mean = diffs.reduce((sum, d) => sum + d, 0) / diffs.length;
      const sd = Math.sqrt(diffs.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (diffs.length - 1));
      const half = (1.96 * sd) / Math.sqrt(diffs.length);
      rows.push({
        figure: metric.toUpperCase(),
        build: `${builds[b].name} − ${builds[0].name}`,
        loads: diffs.length,
        "mean ms": Math.round(mean),
        "95% interval ms": `${Math.round(mean - half)} to ${Math.round(mean + half)}`,
        "median ms": Math.round(median(diffs)),
      });
    }
  }
  printTable(rows);
}

// ---- 3. The first tap on each control ----

async function tapPhase() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const peers = targets.filter((t) => t.route === "/");
  const only = opt("controls", "");
  const chosen = only ? controls.filter((c) => only.split(",").some((n) => c.name.includes(n))) : controls;
  // Per control, one sample list per build, then per peer (its menu only).
  const samples = chosen.map(() => [...builds, ...peers].map(() => []));
  const started = Date.now();
  for (let run = 1; run <= runs; run++) {
    for (const [c, control] of chosen.entries()) {
      const order = builds.map((_, i) => (i + run + c) % builds.length);
      for (const b of order) {
        const tap = await tapOnce(browser, `${builds[b].base}${control.path}`, control);
        samples[c][b].push(tap);
        console.log(`run ${run}/${runs}\t${control.name}\t${builds[b].name}\t${tapText([tap])}`);
      }
      const peerControl = peerControls.find((p) => p.name === control.name && !control.after);
      for (const [p, peer] of peers.entries()) {
        if (!peerControl) continue;
        const tap = await tapOnce(browser, peer.url, peerControl);
        samples[c][builds.length + p].push(tap);
        console.log(`run ${run}/${runs}\t${control.name}\t${peer.name}\t${tapText([tap])}`);
      }
    }
  }
  timings.push(`first taps: ${minutes((Date.now() - started) / runs)} a run`);
  await browser.close();
  const names = [...builds.map((b) => b.name), ...peers.map((p) => p.name)];
  printTable(
    chosen.map((control, c) => ({
      control: control.name,
      ...Object.fromEntries(
        names.flatMap((name, i) => [
          [`${name} ms`, tapText(samples[c][i])],
          [`${name} range`, tapRange(samples[c][i])],
        ]),
      ),
    })),
  );
}

/** The median of some taps' ms, with how many were lost. */
function tapText(taps) {
  if (taps.length === 0) return "-";
  const lost = taps.filter((t) => t.ms === Infinity).length;
  const mid = median(taps.map((t) => t.ms));
  const text = mid === Infinity ? "lost" : String(Math.round(mid));
  return lost > 0 && text !== "lost" ? `${text} (${lost}/${taps.length} lost)` : text;
}

/** The lowest and highest of some taps' ms. */
function tapRange(taps) {
  const ms = taps.map((t) => t.ms).filter(Number.isFinite);
  return ms.length ? `${Math.round(Math.min(...ms))}-${Math.round(Math.max(...ms))}` : "-";
}

if (!skip.includes("lighthouse")) await lighthousePhase();
if (!skip.includes("live")) await livePhase();
if (!skip.includes("taps")) await tapPhase();
console.log(`\n${timings.join("; ")}`);
process.exit(0);
