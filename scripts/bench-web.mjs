// Lighthouse (mobile defaults, median of N runs) on every route of the production build.
// Prints per route: performance, accessibility, best practices, SEO, LCP, TBT, CLS, JS KB (gzip).
// Usage: npm run build && npm run bench:web [-- --runs 3 --only /,/contact]
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./chromium-path.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(opt("runs", 3));
const port = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://localhost:${port}`;

const server = spawn(process.execPath, ["build/server/main.js"], {
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
for (const path of paths) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result.lhr;
    const scripts = lhr.audits["network-requests"].details.items.filter((r) => r.resourceType === "Script");
    samples.push({
      perf: lhr.categories.performance.score * 100,
      a11y: lhr.categories.accessibility.score * 100,
      bp: lhr.categories["best-practices"].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      js: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    });
  }
  const pick = (k) => median(samples.map((s) => s[k]));
  const row = {
    route: path,
    perf: pick("perf"),
    a11y: pick("a11y"),
    bp: pick("bp"),
    seo: pick("seo"),
    "LCP s": (pick("lcp") / 1000).toFixed(2),
    "TBT ms": Math.round(pick("tbt")),
    CLS: pick("cls").toFixed(3),
    "JS KB": pick("js").toFixed(1),
  };
  rows.push(row);
  console.log(Object.values(row).join("\t"));
}

await chrome.kill();
stop();

const header = Object.keys(rows[0]);
console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
for (const r of rows) console.log(`| ${Object.values(r).join(" | ")} |`);
process.exit(0);
