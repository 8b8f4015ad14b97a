import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

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
 * Writes the page's stylesheet into it (server/http/page-stylesheet.ts): the first paint needs
 * no second request. `</` cannot close the element early: the CSS is our own build's.
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
      // After the next frame: what the load event left to draw, often the largest text, is drawn first.
      requestAnimationFrame(() => setTimeout(resolve));
    }).observe({ type, buffered: true });
  };
  if (document.readyState === "complete") painted();
  else addEventListener("load", painted, { once: true });
})`;

/** A symbol of the icon sprite in a page (app/components/ui/icon-sprite.tsx), with its id. */
const ICON_SYMBOL = /<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g;

/**
 * Keeps in the page's icon sprite only the symbols its HTML draws (a third of them, on most
 * pages): the rest were about 2.5 KB of each page's Brotli and a quarter of its elements.
 * The whole sprite is fetched before React starts (deferHydration), for the icons it draws later.
 * `page` is the whole page, where `html` is only its tail.
 */
export function pageIcons(html: string, page = html): string {
  const drawn = new Set([...page.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]));
  return html.replace(ICON_SYMBOL, (symbol, id: string) => (drawn.has(id) ? symbol : ""));
}

/** The files fetched once the page has painted, beside its modules: each applies before React starts. */
export type HydrationFiles = {
  /** Modules the page's preload hints named. */
  modules?: string[];
  /** Modules the page may load on demand (lazy-modules.ts): fetched, never run, until asked for. */
  lazy?: string[];
  /** The whole stylesheet, of which the page carries its own part (server/http/page-stylesheet.ts). */
  stylesheet?: string;
  /** The whole icon sprite, of which the page carries its own symbols (pageIcons). */
  sprite?: string;
};

/**
 * When to hydrate (app/lib/early-events.ts): at the visitor's first interaction, or once the page
 * has painted and then been idle a while. Once painted, all the modules, then those it may load
 * on demand, the whole stylesheet and the whole icon sprite are fetched into the cache without
 * running, so a first tap waits only for them to run, not for the network; woken earlier, it asks for all of them at once
 * rather than level by level as imports are found. The whole stylesheet applies, and the
 * sprite's symbols join the page's, before React renders anything the page's own part lacks;
 * the modules load meanwhile.
 */
const whenToHydrate = (
  urls: string[],
  { lazy = [], stylesheet, sprite }: HydrationFiles,
) => `const early = window.__early;
const modules = ${JSON.stringify(urls)};
const lazy = ${JSON.stringify(lazy)};
const stylesheet = ${JSON.stringify(stylesheet ?? null)};
const sprite = ${JSON.stringify(sprite ?? null)};
const link = (rel, href) => Object.assign(document.createElement("link"), { rel, href });
const fetchAhead = (rel) => { for (const href of modules) document.head.append(link(rel, href)); };
${LOADED_AND_PAINTED}.then(() => {
  // One a task: asking for them all in one made a task long enough to block a slow phone.
  for (const href of [...modules, stylesheet, sprite, ...lazy]) if (href) setTimeout(() => document.head.append(link("prefetch", href)));
  early?.idle();
});
if (early) await early.woken;
fetchAhead("modulepreload");
// After the page's last style element (a streamed page can have two), before the stylesheets that follow.
const styled = stylesheet && new Promise((resolve) => [...document.querySelectorAll("style[data-inline-css]")].pop().after(Object.assign(link("stylesheet", stylesheet), { onload: resolve, onerror: resolve })));
// Should it fail, only the icons the page drew are there: React starts all the same.
const drawn = sprite && fetch(sprite).then((response) => response.text()).then((file) => {
  const symbols = new DOMParser().parseFromString(file, "image/svg+xml").documentElement.children;
  document.querySelector("svg[data-icon-sprite]")?.replaceChildren(...symbols);
}).catch(() => {});`;

/**
 * React Router's inline script imports the page's modules the moment it is parsed, so on a
 * slow connection ~150 KB of JavaScript shares the network with the font and the LCP image,
 * and React's start-up blocks the page while it loads. Rewritten, it imports the same modules
 * only when the page should go live (see whenToHydrate). Until then the page is its
 * server-rendered HTML: links and forms that post work, and the early-events script keeps
 * the rest.
 */
export function deferHydration(script: string, files: HydrationFiles = {}): string {
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
  // The modules load while the whole stylesheet and sprite apply; React starts once all are done.
  const modules = [...new Set([...urls, ...(files.modules ?? [])])];
  return `${whenToHydrate(modules, files)}\nconst [${names.join(", ")}] = await Promise.all([${imports}, styled, drawn]);\n${rest}`;
}

/**
 * Runs React Router's hydration script through `rewrite`. Its tag is found by its attributes
 * (HYDRATION_SCRIPT); the document-head tests pin them, and load-order.mobile.spec.ts fails
 * should a React Router update change the script so that the page starts at once again.
 */
export function rewriteHydrationScript(html: string, rewrite: (script: string) => string): string {
  const tag = html.indexOf(HYDRATION_SCRIPT);
  if (tag === -1) return html;
  const start = html.indexOf(">", tag) + 1;
  const end = html.indexOf("</script>", start);
  return html.slice(0, start) + rewrite(html.slice(start, end)) + html.slice(end);
}

/**
 * What a page needs once it is whole: the stylesheet its head carries, the one that follows its
 * content (`late`, server/http/page-stylesheet.ts), and its tail rewritten.
 */
export type WholePage = { stylesheet: string; late: string; rewriteTail: (html: string) => string };

/**
 * Where a page's tail begins: its icon sprite, or else its first script or module preload hint.
 * What the page draws and which modules it needs are only known once it is whole.
 */
const TAIL = /<svg[^>]*\sdata-icon-sprite|<script|<link rel="modulepreload"/;

/** A page's late stylesheet, at the end of its content: one more style element the CSP allows. */
const lateStyle = (css: string) => (css === "" ? "" : `<style data-inline-css="">${css}</style>`);

/** The whole page with its late stylesheet before its tail, which is looked for after its head. */
function withLateStylesheet(page: string, css: string): string {
  const body = page.indexOf("</head>");
  const tail = body === -1 ? null : TAIL.exec(page.slice(body));
  const at = tail ? body + tail.index : page.lastIndexOf("</body>");
  return at === -1 ? page + lateStyle(css) : page.slice(0, at) + lateStyle(css) + page.slice(at);
}

/**
 * Rewrites a rendered document. The stylesheet a page carries depends on all of its HTML
 * (server/http/page-stylesheet.ts). Given `stylesheetAhead`, the one the last page at its path
 * needed, the head goes out with it, less its module preload hints, and the body streams as
 * React writes it, up to the tail. Should the whole page need another stylesheet, that one
 * follows the body, before the tail, and wins the cascade. Without `stylesheetAhead`, the page
 * goes out once it is whole. Either way the late stylesheet goes just before the tail.
 */
export function rewriteDocument(
  finish: (page: string) => Promise<WholePage>,
  stylesheetAhead?: string,
): Transform {
  const decoder = new StringDecoder("utf8");
  let page = "";
  let pending = "";
  let stage: "whole" | "head" | "body" | "tail" = stylesheetAhead === undefined ? "whole" : "head";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      page += text;
      if (stage === "whole") return callback();
      pending += text;
      if (stage === "tail") return callback();
      let out = "";
      if (stage === "head") {
        const end = pending.indexOf("</head>");
        if (end === -1) return callback();
        out = inlineStylesheet(stripModulePreloads(pending.slice(0, end)), stylesheetAhead!);
        pending = pending.slice(end);
        stage = "body";
      }
      const tail = TAIL.exec(pending);
      // Without a tail yet, what could be its start, split across chunks, waits for the next one.
      const lastTag = pending.lastIndexOf("<");
      const end = tail ? tail.index : lastTag === -1 ? pending.length : lastTag;
      out += pending.slice(0, end);
      pending = pending.slice(end);
      if (tail) stage = "tail";
      callback(null, out);
    },
    flush(callback) {
      const last = decoder.end();
      page += last;
      pending += last;
      finish(page).then(({ stylesheet, late, rewriteTail }) => {
        if (stage === "whole" || stage === "head") {
          return callback(null, inlineStylesheet(withLateStylesheet(rewriteTail(page), late), stylesheet));
        }
        const correction =
          stylesheet === stylesheetAhead ? "" : `<style data-inline-css="">${stylesheet}</style>`;
        callback(null, correction + lateStyle(late) + rewriteTail(pending));
      }, callback);
    },
  });
}
