/**
 * The size budget of the production build, checked in `npm test` after `npm run build`:
 * - each route's initial JavaScript (the entry, every route module from the root down, every
 *   module they import statically, the routes of the manifest it carries, and the inline
 *   early-events script) is at most 133 KB gzip;
 * - the inline early-events script (app/lib/early-events.ts) is at most 1.15 KB gzip (it marks a tap it keeps, for CSS to answer at once, and lets a gesture end before React starts);
 * - each prerendered page's inline stylesheet is at most 14 KB gzip.
 * Modules loaded on demand (dynamic imports) are not counted: the visitor has not asked yet.
 * A file counts at the size it is sent: its `.gz` from scripts/compress-assets.ts, else gzip -9.
 *
 *   npx tsx scripts/check-budgets.ts [--print]
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const JS_BUDGET_KB = 133;
const INLINE_SCRIPT_BUDGET_KB = 1.15;
const CSS_BUDGET_KB = 14;

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
const print = process.argv.includes("--print");
const kb = (bytes: number) => bytes / 1024;
const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

function readManifest(): { manifest: Manifest; file: string } {
  const name = fs.readdirSync(path.join(clientDir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!name) throw new Error(`No manifest in ${clientDir}/assets: run npm run build first`);
  const file = `/assets/${name}`;
  const source = fs.readFileSync(path.join(clientDir, file), "utf8");
  return { manifest: JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")), file };
}

/** A module and everything it imports statically (`import ... from "./x.js"`), not `import()`. */
function staticClosure(modules: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...modules];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(clientDir, file), "utf8");
    for (const match of code.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]));
    }
  }
  return seen;
}

const { manifest, file: manifestFile } = readManifest();
const sizes = new Map<string, number>();
const sentSize = (file: string) => {
  const full = path.join(clientDir, file);
  return fs.existsSync(`${full}.gz`) ? fs.statSync(`${full}.gz`).size : gzipSize(fs.readFileSync(full));
};
const sizeOf = (file: string) => sizes.get(file) ?? sizes.set(file, sentSize(file)).get(file)!;

const failures: string[] = [];
// Every page carries the same inline script that keeps what is done before it is live.
const home = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
const earlyEvents = [...home.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1])
  .find((script) => script.includes("window.__early="));
if (!earlyEvents) failures.push("The home page has no inline early-events script");
const inlineKb = kb(gzipSize(earlyEvents ?? ""));
if (inlineKb > INLINE_SCRIPT_BUDGET_KB)
  failures.push(`inline early-events script ${inlineKb.toFixed(2)} KB gzip > ${INLINE_SCRIPT_BUDGET_KB} KB`);
const lazyDiscovery = home.includes("window.__reactRouterManifest =");
const jsRows: [string, number][] = [];
for (const route of Object.values(manifest.routes)) {
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
    chain.push(r);
  const modules = [
    manifest.entry.module,
    ...manifest.entry.imports,
    ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ];
  // Every page loads the route manifest too: the whole of it as a script, or with lazy route
  // discovery (react-router.config.ts) the routes it matches, inline in its HTML.
  const manifestSize = lazyDiscovery
    ? gzipSize(
        JSON.stringify({ ...manifest, routes: Object.fromEntries(chain.map((r) => [r.id, r])) }, null, 2),
      )
    : sizeOf(manifestFile);
  const total = inlineKb + kb([...staticClosure(modules)].reduce((sum, f) => sum + sizeOf(f), manifestSize));
  jsRows.push([route.id, total]);
  if (total > JS_BUDGET_KB)
    failures.push(`${route.id}: initial JavaScript ${total.toFixed(1)} KB gzip > ${JS_BUDGET_KB} KB`);
}

const cssRows: [string, number][] = [];
for (const page of findPages(clientDir)) {
  const html = fs.readFileSync(page, "utf8");
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const blocking = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const name = `/${path.relative(clientDir, path.dirname(page))}`.replace(/\/$/, "") || "/";
  const size = kb(gzipSize(css));
  cssRows.push([name, size]);
  if (size > CSS_BUDGET_KB)
    failures.push(`${name}: inline stylesheet ${size.toFixed(1)} KB gzip > ${CSS_BUDGET_KB} KB`);
  if (blocking.length > 0) failures.push(`${name}: render-blocking stylesheet ${blocking.join(" ")}`);
}
if (cssRows.length === 0) failures.push(`No prerendered page found in ${clientDir}`);

function findPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : findPages(full);
    return entry.name === "index.html" ? [full] : [];
  });
}

if (print || failures.length > 0) {
  for (const [id, size] of jsRows.sort((a, b) => b[1] - a[1]))
    console.log(`JS  ${size.toFixed(1).padStart(6)} KB  ${id}`);
  for (const [name, size] of cssRows.sort((a, b) => b[1] - a[1]))
    console.log(`CSS ${size.toFixed(1).padStart(6)} KB  ${name}`);
}
const largest = Math.max(...jsRows.map(([, s]) => s));
const largestCss = Math.max(...cssRows.map(([, s]) => s));
console.log(
  `Budgets: initial JS ≤ ${JS_BUDGET_KB} KB gzip (largest route ${largest.toFixed(1)} KB, with the ${inlineKb.toFixed(2)} KB inline script), inline CSS ≤ ${CSS_BUDGET_KB} KB gzip (largest page ${largestCss.toFixed(1)} KB).`,
);
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
