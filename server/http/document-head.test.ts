import { Readable } from "node:stream";
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

  it("fetches the whole stylesheet with the modules, and applies it when woken, before React starts", () => {
    // React starts once the imports and the stylesheet (styled) are both done.
    const script = deferHydration(hydration, { stylesheet: "/assets/app-6.css" });
    expect(script).toContain('const stylesheet = "/assets/app-6.css";');
    expect(script).toContain("for (const href of [...modules, stylesheet, sprite]) if (href)");
    expectDoneWhenWokenBeforeReact(
      script,
      'style[data-inline-css]").after(Object.assign(link("stylesheet", stylesheet)',
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

describe("a streamed document", () => {
  const rewritePage = async (html: string) =>
    inlineStylesheet(
      rewriteHydrationScript(stripModulePreloads(html), (script) => deferHydration(script)),
      "p{}",
    );
  const rewrite = () => rewriteDocument(rewritePage);
  const expected = inlineStylesheet(withoutPreloads, "p{}").replace(hydration, deferHydration(hydration));

  it("has its head and its hydration script rewritten, and the rest left alone", async () => {
    expect(await text(Readable.from([Buffer.from(page)]).pipe(rewrite()))).toBe(expected);
  });

  it("comes out the same whatever its chunks, even with tags split across them", async () => {
    for (const size of [1, 7, 30, 64]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < page.length; i += size) chunks.push(Buffer.from(page.slice(i, i + size)));
      expect(await text(Readable.from(chunks).pipe(rewrite()))).toBe(expected);
    }
  });

  it("has a rendered page's script rewritten too, whose tag carries a CSP nonce", async () => {
    const withNonce = page.replace('<script type="module"', '<script nonce="abc123" type="module"');
    const out = await text(Readable.from([Buffer.from(withNonce)]).pipe(rewrite()));
    expect(out).toBe(expected.replace('<script type="module"', '<script nonce="abc123" type="module"'));
  });

  it("is left as it is when it has no hydration script", () => {
    expect(rewriteHydrationScript("<p>no script</p>", () => "changed")).toBe("<p>no script</p>");
  });
});
