import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;

/** The empty element app/root.tsx renders in <head> in production; the server writes the stylesheet into it. */
export const INLINE_STYLESHEET = '<style data-inline-css=""></style>';

/**
 * Drops <link rel="modulepreload"> tags. On a slow phone connection ~150 KB of
 * preloaded JavaScript competes with the HTML and CSS for bandwidth and delays the
 * first paint by about a second; without the hints the browser paints first and
 * fetches the modules the entry script imports right after (hydration stays the same).
 */
export function stripModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/** The modules those hints name: every module the page needs to go live, its imports' imports too. */
export function modulePreloads(html: string): string[] {
  return (html.match(MODULE_PRELOAD) ?? []).flatMap((tag) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? []);
}

/**
 * Writes the whole stylesheet into the page (11 KB gzip): the first paint needs no second
 * request. `</` cannot close the element early: the CSS is our own build's.
 */
export function inlineStylesheet(html: string, css: string): string {
  return html.replace(INLINE_STYLESHEET, `<style data-inline-css="">${css}</style>`);
}

/**
 * The attributes of React Router's inline module script, which starts hydration. A rendered
 * page's tag has a CSP nonce before them (`<script nonce="…" type="module" async="">`), a
 * prerendered page's none.
 */
const HYDRATION_SCRIPT = 'type="module" async=""';
/** Longest wait for the load event before the page counts as painted anyway (a stalled image, say). */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the page has loaded and painted: its LCP image (the one with
 * fetchpriority="high") where it has one, else its first content; or after PAINT_WAIT_MS.
 * A module requested between the first paint and the image's paint would share the network with it.
 */
const LOADED_AND_PAINTED = `new Promise((resolve) => {
  setTimeout(resolve, ${PAINT_WAIT_MS});
  const painted = () => {
    const image = document.querySelector('img[fetchpriority="high"]');
    const types = PerformanceObserver.supportedEntryTypes ?? [];
    const [type, done] = image && types.includes("largest-contentful-paint")
      ? ["largest-contentful-paint", (entry) => entry.element === image]
      : ["paint", (entry) => entry.name === "first-contentful-paint"];
    if (!types.includes(type)) return resolve();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(done)) return;
      observer.disconnect();
      resolve();
    }).observe({ type, buffered: true });
  };
  if (document.readyState === "complete") painted();
  else addEventListener("load", painted, { once: true });
})`;

/**
 * When to hydrate (app/lib/early-events.ts): at the visitor's first interaction, or once the page
 * has painted and then been idle a while. Once painted, all the modules are fetched into the
 * cache without running, so a first tap waits only for them to run, not for the network; woken
 * earlier, it asks for all of them at once rather than level by level as imports are found.
 */
const whenToHydrate = (urls: string[]) => `const early = window.__early;
const modules = ${JSON.stringify(urls)};
const fetchAhead = (rel) => { for (const href of modules) document.head.append(Object.assign(document.createElement("link"), { rel, href })); };
${LOADED_AND_PAINTED}.then(() => {
  fetchAhead("prefetch");
  early?.idle();
});
if (early) await early.woken;
fetchAhead("modulepreload");`;

/**
 * React Router's inline script imports the page's modules the moment it is parsed, so on a
 * slow connection ~150 KB of JavaScript shares the network with the font and the LCP image,
 * and React's start-up blocks the page while it loads. Rewritten, it imports the same modules
 * only when the page should go live (see whenToHydrate). Until then the page is its
 * server-rendered HTML: links and forms that post work, and the early-events script keeps
 * the rest.
 */
export function deferHydration(script: string, modules: string[] = []): string {
  const urls: string[] = [];
  const names: string[] = [];
  const rest = script.replace(
    /^import (?:\* as (\w+) from )?"([^"]+)";\n/gm,
    (_line, name: string | undefined, url: string) => {
      urls.push(url);
      names.push(name ?? "");
      return "";
    },
  );
  if (urls.length === 0) return script;
  const imports = urls.map((url) => `import(${JSON.stringify(url)})`).join(", ");
  return `${whenToHydrate([...new Set([...urls, ...modules])])}\nconst [${names.join(", ")}] = await Promise.all([${imports}]);\n${rest}`;
}

/**
 * Rewrites a streamed document: its <head> (buffered until </head>) and React Router's
 * hydration script (buffered from its start to its end); the rest passes through.
 */
export function rewriteDocument(
  rewriteHead: (head: string) => string,
  rewriteHydration: (script: string) => string,
): Transform {
  let pending = "";
  let stage: "head" | "body" | "done" = "head";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += chunk.toString("utf8");
      let out = "";
      if (stage === "head") {
        const end = pending.indexOf("</head>");
        if (end === -1) return callback();
        out += rewriteHead(pending.slice(0, end));
        pending = pending.slice(end);
        stage = "body";
      }
      if (stage === "body") {
        const start = pending.indexOf(HYDRATION_SCRIPT);
        if (start === -1) {
          // Keep what could be the start of the script's tag, split across chunks.
          const keep = Math.max(0, pending.length - HYDRATION_SCRIPT.length);
          out += pending.slice(0, keep);
          pending = pending.slice(keep);
          return callback(null, out);
        }
        const end = pending.indexOf("</script>", start);
        if (end === -1) {
          out += pending.slice(0, start);
          pending = pending.slice(start);
          return callback(null, out);
        }
        const bodyStart = pending.indexOf(">", start) + 1;
        out += pending.slice(0, bodyStart) + rewriteHydration(pending.slice(bodyStart, end));
        pending = pending.slice(end);
        stage = "done";
      }
      out += pending;
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, stage === "head" ? rewriteHead(pending) : pending);
    },
  });
}
