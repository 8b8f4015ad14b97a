import { PassThrough, Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  deferHydration,
  INLINE_STYLESHEET,
  inlineStylesheet,
  modulePreloads,
  pageIcons,
  rewriteDocument,
  rewriteHydrationScript,
  stripModulePreloads,
} from "./document-head";

const hydration =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/home-3.js";\n  \n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-4.js");';
const page =
  `<html><head>${INLINE_STYLESHEET}<link rel="modulepreload" href="/assets/entry.js"/>` +
  `<link rel="modulepreload" href="/assets/root.js"/></head><body><main>Hi</main><script type="module" async="">${hydration}</script><p>after</p></body></html>`;
const withoutPreloads = `<html><head>${INLINE_STYLESHEET}</head><body><main>Hi</main><script type="module" async="">${hydration}</script><p>after</p></body></html>`;

describe("the document head", () => {
  it("loses its module preload hints, and nothing else", () => {
    expect(stripModulePreloads(page)).toBe(withoutPreloads);
  });

  it("names the modules its preload hints named", () => {
    expect(modulePreloads(page)).toEqual(["/assets/entry.js", "/assets/root.js"]);
  });

  it("carries the stylesheet in its style element", () => {
    expect(inlineStylesheet(withoutPreloads, "body{color:red}")).toContain(
      '<head><style data-inline-css="">body{color:red}</style></head>',
    );
  });
});

describe("the page's icon sprite", () => {
  const sprite =
    '<svg data-icon-sprite=""><symbol id="icon-Menu" viewBox="0 0 24 24"><path d="M4 6h16"></path></symbol>' +
    '<symbol id="icon-X" viewBox="0 0 24 24"><path d="M18 6 6 18"></path></symbol>' +
    '<symbol id="icon-brand-LinkedIn" viewBox="0 0 24 24"><path d="M1 1"/></symbol></svg>';

  it("keeps the symbols the page draws, and only those", () => {
    const html = `<a href="#main">Skip</a><svg><use href="#icon-Menu"></use></svg><svg><use href="#icon-brand-LinkedIn"></use></svg>${sprite}`;
    const page = pageIcons(html);
    expect(page).toContain('<symbol id="icon-Menu" viewBox="0 0 24 24"><path d="M4 6h16"></path></symbol>');
    expect(page).toContain('<symbol id="icon-brand-LinkedIn" viewBox="0 0 24 24"><path d="M1 1"/></symbol>');
    expect(page).not.toContain("icon-X");
    expect(page.replace(/<symbol[\s\S]*?<\/symbol>/g, "")).toBe(
      html.replace(/<symbol[\s\S]*?<\/symbol>/g, ""),
    );
  });

  it("keeps the symbols drawn anywhere in the page when given only its tail", () => {
    const tail = pageIcons(sprite, '<svg><use href="#icon-X"></use></svg>');
    expect(tail).toContain('<symbol id="icon-X"');
    expect(tail).not.toContain("icon-Menu");
  });

  it("keeps none on a page that draws no icon", () => {
    expect(pageIcons(`<p>Text</p>${sprite}`)).toBe('<p>Text</p><svg data-icon-sprite=""></svg>');
  });
});

/** `step` runs once the page is woken, and React starts only once it and the imports are done. */
function expectDoneWhenWokenBeforeReact(script: string, step: string) {
  const at = script.indexOf(step);
  expect(at).toBeGreaterThan(script.indexOf("await early.woken"));
  expect(at).toBeLessThan(script.indexOf("Promise.all(["));
  expect(script).toMatch(/= await Promise\.all\(\[import\([^\]]*, styled, drawn\]\);/);
}

describe("the hydration script", () => {
  it("imports the same modules, in one batch, when the page is woken; prefetches them once it has loaded and painted", () => {
    const script = deferHydration(hydration);
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain("if (early) await early.woken;");
    expect(script.indexOf("await early.woken")).toBeLessThan(script.indexOf("Promise.all"));
    expect(script).toContain('["/assets/manifest-1.js","/assets/root-2.js","/assets/home-3.js"]');
    expect(script).toContain('setTimeout(() => document.head.append(link("prefetch", href)))');
    expect(script.indexOf('fetchAhead("modulepreload")')).toBeGreaterThan(
      script.indexOf("await early.woken"),
    );
    expect(script).toContain('addEventListener("load", painted, { once: true })');
    expect(script).toContain('entry.name === "first-contentful-paint"');
    expect(script).toContain('"largest-contentful-paint", (entry) => entry.element === image');
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js"), styled, drawn]);',
    );
    expect(script.indexOf("Promise.all")).toBeLessThan(script.indexOf("window.__reactRouterRouteModules"));
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it("prefetches the modules the page's preload hints named too, each once", () => {
    const script = deferHydration(hydration, { modules: ["/assets/root-2.js", "/assets/chunk-5.js"] });
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/root-2.js","/assets/home-3.js","/assets/chunk-5.js"]',
    );
  });

  it("prefetches the modules the page may load on demand after its own, and does not load them when woken", () => {
    const script = deferHydration(hydration, { lazy: ["/assets/chat-panel-7.js"] });
    expect(script).toContain('const lazy = ["/assets/chat-panel-7.js"];');
    expect(script).toContain("[...modules, stylesheet, sprite, ...lazy]");
    // Woken, only the page's own modules are asked for at once.
    expect(script).toContain("for (const href of modules) document.head.append(link(rel, href))");
    expect(script).not.toContain('import("/assets/chat-panel-7.js")');
  });

  it("fetches the whole stylesheet with the modules, and applies it when woken, before React starts", () => {
    // React starts once the imports and the stylesheet (styled) are both done.
    const script = deferHydration(hydration, { stylesheet: "/assets/app-6.css" });
    expect(script).toContain('const stylesheet = "/assets/app-6.css";');
    expect(script).toContain("for (const href of [...modules, stylesheet, sprite, ...lazy]) if (href)");
    expectDoneWhenWokenBeforeReact(
      script,
      '[...document.querySelectorAll("style[data-inline-css]")].pop().after(Object.assign(link("stylesheet", stylesheet)',
    );
  });

  it("fetches the whole icon sprite with the modules, and adds its symbols to the page's before React starts", () => {
    const script = deferHydration(hydration, { sprite: "/assets/icons-7.svg" });
    expect(script).toContain('const sprite = "/assets/icons-7.svg";');
    expectDoneWhenWokenBeforeReact(
      script,
      'document.querySelector("svg[data-icon-sprite]")?.replaceChildren(...symbols)',
    );
  });

  it("is left alone when it has no imports", () => {
    expect(deferHydration("console.log(1);")).toBe("console.log(1);");
  });
});

describe("a rendered document", () => {
  const sprite =
    '<svg class="hidden" data-icon-sprite=""><symbol id="Menu"></symbol><symbol id="X"></symbol></svg>';
  const body = '<body><main>Fees from ₹ 9,000 <svg><use href="#Menu"></use></svg></main>';
  const rendered =
    `<html><head><script>early()</script>${INLINE_STYLESHEET}<link rel="modulepreload" href="/assets/root.js"/></head>${body}${sprite}` +
    `<link rel="modulepreload" href="/assets/entry.js"/><script type="module" async="">${hydration}</script></body></html>`;
  /** The late stylesheet: what only a tap shows (a closed panel), after the content. */
  const late = '<style data-inline-css="">#panel{}</style>';
  const rewritten = (style: string, correction = "") =>
    `<html><head><script>early()</script><style data-inline-css="">${style}</style></head>${body}${correction}${late}` +
    '<svg class="hidden" data-icon-sprite=""><symbol id="Menu"></symbol></svg>' +
    `<script type="module" async="">${deferHydration(hydration)}</script></body></html>`;
  /** Pages with a `wide` element need one more rule. */
  const finish = async (page: string) => ({
    stylesheet: page.includes("wide") ? "p{}.wide{}" : "p{}",
    late: "#panel{}",
    rewriteTail: (tail: string) =>
      rewriteHydrationScript(pageIcons(stripModulePreloads(tail), page), (script) => deferHydration(script)),
  });
  /** The page cut into chunks of `size` bytes, a character split across two now and then. */
  const inChunks = (html: string, size: number) => {
    const bytes = Buffer.from(html);
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
    return chunks;
  };
  const sent = (html: string, size: number, stylesheetAhead?: string) =>
    text(Readable.from(inChunks(html, size)).pipe(rewriteDocument(finish, stylesheetAhead)));

  it("goes out whole, with its stylesheet, its icons, no preload hints and its script rewritten, when no stylesheet is known ahead", async () => {
    for (const size of [rendered.length * 2, 1, 7, 30, 64]) {
      expect(await sent(rendered, size)).toBe(rewritten("p{}"));
    }
  });

  it("comes out the same when streamed with the stylesheet its path's last page needed, whatever its chunks", async () => {
    for (const size of [rendered.length * 2, 1, 7, 30, 64]) {
      expect(await sent(rendered, size, "p{}")).toBe(rewritten("p{}"));
    }
  });

  it("sends its head and body as they come when streamed, and holds back only the tail", async () => {
    const input = new PassThrough();
    const output = input.pipe(rewriteDocument(finish, "p{}"));
    let received = "";
    output.on("data", (chunk: Buffer) => (received += chunk.toString()));
    input.write(rendered.slice(0, rendered.indexOf("<svg class")));
    input.write(sprite);
    await nextTurn();
    expect(received).toBe(rewritten("p{}").slice(0, rewritten("p{}").indexOf(late)));
    input.end(rendered.slice(rendered.indexOf(sprite) + sprite.length));
    await new Promise((resolve) => output.on("end", resolve));
    expect(received).toBe(rewritten("p{}"));
  });

  it("adds the whole page's stylesheet before the tail when the one streamed ahead was not it", async () => {
    const wide = rendered.replace("<main>", '<main class="wide">');
    const expected = rewritten("p{}", '<style data-inline-css="">p{}.wide{}</style>').replace(
      "<main>",
      '<main class="wide">',
    );
    for (const size of [wide.length * 2, 1, 30]) expect(await sent(wide, size, "p{}")).toBe(expected);
  });

  it("has a rendered page's script rewritten too, whose tag carries a CSP nonce", async () => {
    const withNonce = rendered.replace('<script type="module"', '<script nonce="abc123" type="module"');
    for (const ahead of [undefined, "p{}"]) {
      expect(await sent(withNonce, 64, ahead)).toBe(
        rewritten("p{}").replace('<script type="module"', '<script nonce="abc123" type="module"'),
      );
    }
  });

  it("is left as it is when it has no hydration script", () => {
    expect(rewriteHydrationScript("<p>no script</p>", () => "changed")).toBe("<p>no script</p>");
  });
});
