// The main thread's work while a page loads, from a Chromium trace: `npm run bench:trace --
// [--runs 3] name=URL [name=URL …]`. Each page loads in the benches' phone tab (4x slower CPU,
// throttled network, scripts/bench/slow-phone-tab.mjs) at 390x844; the
// URLs are interleaved, run by run. Counted: our pages until their own modules start (React
// hydrates once the page is idle, after Lighthouse's window), a peer site until a second after its
// load. Prints, per URL, the median of: the HTML's size, the long tasks (over 50 ms) and the time
// they block (each task's part over 50 ms, as Total Blocking Time counts it, from the navigation
// on), and the main thread's busy time by kind of work (self time, so nothing is counted twice).
// It tells which work a change added (parsing, style, layout, paint, script) where Lighthouse
// gives one number; see docs/performance.md.
import { chromium } from "@playwright/test";
import { testChromiumPath, chromiumArgs } from "./chromium-path.mjs";
import { throttledTab } from "./bench/slow-phone-tab.mjs";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const targets = args.map((arg) => {
  const [name, url] = arg.includes("=") ? arg.split(/=(.*)/s) : [arg, arg];
  return { name, url };
});
if (targets.length === 0) {
  console.error("usage: npm run bench:trace -- [--runs 3] name=URL [name=URL …]");
  process.exit(2);
}

/** Trace event names, by the kind of work they are (the rest counts as "other"). */
const KINDS = [
  [
    "parse HTML",
    /^(ParseHTML|HTMLDocumentParser|TextResourceDecoder|DecodedDataDocumentParser|HTMLPreloadScanner)/,
  ],
  ["style", /^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles|Blink\.Style)/],
  ["layout", /^(Layout|LocalFrameView::(layout|performLayout|UpdateStyleAndLayout)|Blink\.Layout)/],
  ["paint", /^(Paint|PrePaint|Layerize|Commit|UpdateLayer|Blink\.(Paint|PrePaint|CompositingInputs))/],
  [
    "script",
    /^(EvaluateScript|FunctionCall|TimerFire|RunMicrotasks|EventDispatch|FireAnimationFrame|v8\.|V8\.)/,
  ],
];
const kindOf = (name) => KINDS.find(([, re]) => re.test(name))?.[0] ?? "other";

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  // Marks the moment React has hydrated the page in the trace (the document has no element yet
  // when this runs).
  await context.addInitScript({
    content: `new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== "true") return;
      console.timeStamp("hydrated");
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });`,
  });
  const { tab: page, cdp, waitFor } = await throttledTab(context);
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,blink,loading,v8.execute",
    transferMode: "ReportEvents",
  });
  const response = await page.goto(url, { waitUntil: "load" });
  const htmlBytes = (await response.body()).length;
  // Through CDP, not a Playwright locator: that injects Playwright's script into the page, on the
  // main thread being traced. A page without React Router (a peer site) is done once loaded.
  await waitFor(
    `!window.__reactRouterContext || document.documentElement.dataset.hydrated === "true" || null`,
    30_000,
  );
  await page.waitForTimeout(1000);
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  return { htmlBytes, ...mainThreadWork(events) };
}

/** The renderer's main thread: the one with the most task time. */
function mainThreadWork(events) {
  const taskTime = new Map();
  for (const e of events) {
    if (e.name !== "RunTask" || e.ph !== "X") continue;
    const thread = `${e.pid}:${e.tid}`;
    taskTime.set(thread, (taskTime.get(thread) ?? 0) + e.dur);
  }
  const main = [...taskTime].sort((a, b) => b[1] - a[1])[0][0];
  const slices = events
    .filter((e) => e.ph === "X" && `${e.pid}:${e.tid}` === main && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Before the page's own modules run (once the page has loaded: its small inline module
  // runs while it parses), or before "hydrated".
  const marks = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const hydrated = marks.find((e) => e.name === "TimeStamp" && e.args?.data?.message === "hydrated");
  const loaded = marks.find((e) => e.name === "MarkLoad")?.ts ?? 0;
  const wake = marks.find((e) => e.name === "v8.evaluateModule" && e.ts > loaded);
  // A page without React (a peer site) counts until a second after its load.
  const end = hydrated ? Math.min(wake?.ts ?? Infinity, hydrated.ts) : Infinity;
  const tasks = slices.filter((e) => e.name === "RunTask" && e.ts < end);
  const long = tasks.filter((t) => t.dur > 50_000);
  const blockingMs = long.reduce((sum, t) => sum + t.dur / 1000 - 50, 0);

  // Self time: each slice's duration less that of the slices directly inside it.
  const byKind = Object.fromEntries([...KINDS.map(([kind]) => kind), "other"].map((k) => [k, 0]));
  const stack = [];
  const self = new Map();
  for (const slice of slices.filter((e) => e.ts < end)) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= slice.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, self.get(parent) - slice.dur);
    self.set(slice, slice.dur);
    stack.push(slice);
  }
  for (const [slice, micros] of self) {
    // A task's own time is the scheduler's and unattributed work: "other".
    byKind[slice.name === "RunTask" ? "other" : kindOf(slice.name)] += Math.max(0, micros) / 1000;
  }
  return { longTasks: long.length, blockingMs, busyMs: tasks.reduce((s, t) => s + t.dur / 1000, 0), byKind };
}

const browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs });
const results = new Map(targets.map((t) => [t.name, []]));
for (let run = 0; run < runs; run++) {
  for (const target of targets) results.get(target.name).push(await traceOnce(browser, target.url));
}
await browser.close();

const rows = targets.map(({ name }) => {
  const list = results.get(name);
  const row = {
    page: name,
    "HTML KB": Math.round(median(list.map((r) => r.htmlBytes)) / 1024),
    "long tasks": median(list.map((r) => r.longTasks)),
    "blocking ms": Math.round(median(list.map((r) => r.blockingMs))),
    "busy ms": Math.round(median(list.map((r) => r.busyMs))),
  };
  for (const kind of Object.keys(list[0].byKind))
    row[kind] = Math.round(median(list.map((r) => r.byKind[kind])));
  return row;
});
console.log(`Main thread while loading, 4x slower CPU, median of ${runs} (ms unless marked):`);
console.table(rows);
