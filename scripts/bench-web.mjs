// Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown; median of N runs) on every
// route of the production build. Prints per route: the four scores, FCP, LCP, TBT, CLS, the JS
// loaded (KB over the wire), and the KB of HTML, CSS, fonts and images that finished loading
// before LCP; then a row with the median over all routes, rows for a blank page without and
// with React (what this host alone costs), and the host's CPU benchmark index (TBT scales with
// the host's speed: the 4x slowdown is applied to whatever machine runs this).
// Usage: npm run build && npm run bench:web [-- --runs 5 --only /,/contact]
import { spawn } from "node:child_process";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build } from "vite";
import { chromiumArgs, chromiumPath } from "./chromium-path.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(opt("runs", 5));
const port = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://localhost:${port}`;

const server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server/main.js`], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${base}/robots.txt`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error("server did not start");
}
await waitForServer();

// Routes come from the sitemap, which the server builds from the route table.
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
let paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
const only = opt("only", "");
if (only) paths = only.split(",");

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const rows = [];
const benchmarkIndexes = [];
/** Lighthouse `runs` times on one URL; the median of each figure. */
async function measure(url, path) {
  const samples = [];
  let failures = 0;
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result.lhr;
    // A run Lighthouse could not measure (it says why) is run again, up to three times a route.
    if (lhr.runtimeError || !lhr.audits.metrics?.details) {
      console.error(`${path}: run ${i + 1} not measured: ${lhr.runtimeError?.message ?? "no metrics"}`);
      if (++failures > 3) throw new Error(`${path}: Lighthouse could not measure it`);
      i--;
      continue;
    }
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    const requests = lhr.audits["network-requests"].details.items;
    const lcpAt = lhr.audits["largest-contentful-paint"].numericValue;
    const kbOf = (items) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    // Observed times (unthrottled) of the requests, against the observed LCP.
    const observedLcp = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
    const beforeLcp = (type) => kbOf(requests.filter((r) => r.resourceType === type && r.networkEndTime <= observedLcp));
    samples.push({
      fcp: lhr.audits["first-contentful-paint"].numericValue,
      html: beforeLcp("Document"),
      css: beforeLcp("Stylesheet"),
      font: beforeLcp("Font"),
      img: beforeLcp("Image"),
      perf: lhr.categories.performance.score * 100,
      a11y: lhr.categories.accessibility.score * 100,
      bp: lhr.categories["best-practices"].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lcpAt,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      js: kbOf(requests.filter((r) => r.resourceType === "Script")),
    });
  }
  const pick = (k) => median(samples.map((s) => s[k]));
  return { route: path, ...Object.fromEntries(Object.keys(samples[0]).map((k) => [k, pick(k)])) };
}

for (const path of paths) {
  const row = await measure(`${base}${path}`, path);
  rows.push(row);
  console.log(Object.values(format(row)).join("\t"));
}

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
  build: { write: false, rollupOptions: { input: fileURLToPath(new URL("bench-floor-react.js", import.meta.url)) } },
});
const reactJs = gzipSync((Array.isArray(built) ? built[0] : built).output[0].code);
const floorFiles = {
  "/": ["text/html; charset=utf-8", gzipSync(blankPage(""))],
  // Like our pages, it fetches its script once the first frame has painted.
  "/react": [
    "text/html; charset=utf-8",
    gzipSync(blankPage('<script type="module">requestAnimationFrame(() => setTimeout(() => import("/react.js")));</script>')),
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
  await measure(`${floorBase}/`, "host floor: a blank page, no script"),
  await measure(`${floorBase}/react`, "host floor: the blank page hydrated by React"),
];
floorServer.close();

function format(r) {
  return {
    route: r.route,
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
  };
}

await chrome.kill();
stop();

const all = { route: "median of all routes" };
for (const k of Object.keys(rows[0]).filter((k) => k !== "route")) all[k] = median(rows.map((r) => r[k]));
const table = [...rows, all, ...floors].map(format);
const header = Object.keys(table[0]);
console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
for (const r of table) console.log(`| ${Object.values(r).join(" | ")} |`);
const cpu = [...benchmarkIndexes].sort((a, b) => a - b);
console.log(`\nHost CPU benchmark index (Lighthouse): median ${Math.round(median(cpu))}, range ${Math.round(cpu[0])}-${Math.round(cpu.at(-1))} over ${cpu.length} runs`);
process.exit(0);
