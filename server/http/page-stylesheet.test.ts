import { describe, expect, it } from "vitest";
import { pageStylesheets } from "./page-stylesheet";

const css = [
  ".card{padding:1rem}",
  ".md\\:flex{display:flex}",
  ".unused{color:red}",
  ".faq[open] .chevron{rotate:180deg}",
  ".link:hover{color:blue}",
  "#hero{height:20rem}",
  "#gone{height:1px}",
  "@keyframes spin{to{rotate:360deg}}",
  ".spinner{animation:spin 1s}",
  "@keyframes fade{to{opacity:0}}",
  ".menu[data-state=open]{display:block}",
].join("\n");

/** The head part of a page's stylesheet: all of it, for a stylesheet with no rule for a panel or a tap. */
const headOf = (stylesheets: ReturnType<typeof pageStylesheets>) => async (html: string, path?: string) =>
  (await stylesheets.of(html, path)).head;

describe("a page's stylesheet", () => {
  it("keeps the rules that can match the page, those a tap on <details> or a hover needs, and drops the rest", async () => {
    const stylesheetOf = headOf(pageStylesheets(css));
    const sheet = await stylesheetOf(
      '<main id="hero"><div class="card md:flex"><details class="faq"><summary class="chevron link">Q</summary></details></div></main>',
    );
    for (const kept of [".card", ".md\\:flex", ".faq[open] .chevron", ".link:hover", "#hero"])
      expect(sheet).toContain(kept);
    for (const dropped of [".unused", "#gone", ".spinner", "@keyframes"])
      expect(sheet).not.toContain(dropped);
  });

  it("keeps the animations that kept rules use", async () => {
    const sheet = await headOf(pageStylesheets(css))('<span class="spinner"></span>');
    expect(sheet).toContain("@keyframes spin");
    expect(sheet).not.toContain("@keyframes fade");
  });

  it("gives pages with the same names the same stylesheet", async () => {
    const stylesheetOf = headOf(pageStylesheets(css));
    const one = await stylesheetOf('<div class="card"></div>');
    expect(await stylesheetOf('<div class="card"></div>')).toBe(one);
    expect(await stylesheetOf('<div class="card md:flex"></div>')).toContain(".md\\:flex");
  });

  it("shares a stylesheet between pages that differ only in what no selector names, and not otherwise", async () => {
    const stylesheetOf = headOf(pageStylesheets(css));
    const open = await stylesheetOf('<div class="menu" data-state="open" data-nonce="a1b2"></div>');
    expect(open).toContain("[data-state=open]");
    expect(
      await stylesheetOf('<div class="menu" data-state="open" data-nonce="z9y8" id="lead-42"></div>'),
    ).toBe(open);
    expect(await stylesheetOf('<div class="menu" data-state="closed"></div>')).not.toContain(
      "[data-state=open]",
    );
  });

  it("reads names as the browser does: HTML attribute names in any case, SVG's as written, nothing from scripts or styles", async () => {
    const sheet = await headOf(
      pageStylesheets(
        [
          "form[novalidate]{gap:1px}",
          "svg[viewBox]{gap:2px}",
          "linearGradient{gap:3px}",
          ".from-script{gap:4px}",
          "script{gap:5px}",
        ].join("\n"),
      ),
    )(
      '<form noValidate=""><svg viewBox="0 0 1 1"><linearGradient id="g"></linearGradient></svg></form>' +
        '<script class="from-script">document.body.innerHTML = "<p class=\\"from-script\\"></p>";</script>',
    );
    for (const kept of ["form[novalidate]", "svg[viewBox]", "linearGradient"]) expect(sheet).toContain(kept);
    for (const dropped of [".from-script", "script{"]) expect(sheet).not.toContain(dropped);
  });

  it("remembers the last stylesheet each path's page needed", async () => {
    const stylesheets = pageStylesheets(css);
    expect(stylesheets.lastAt("/batches")).toBeUndefined();
    await stylesheets.of('<div class="card"></div>', "/batches");
    const later = (await stylesheets.of('<div class="spinner"></div>', "/batches")).head;
    await stylesheets.of('<div class="unused"></div>');
    expect(stylesheets.lastAt("/batches")).toBe(later);
    expect(later).toContain(".spinner");
  });
});

describe("a page's stylesheet for what only a tap shows", () => {
  const panels = [
    "@layer base,components;",
    "@layer base{main:not([data-laid-out])>section+section:not(:has([data-compare-box]:checked)){content-visibility:auto}}",
    "@layer components{.button{color:blue}#site-search{top:1rem}@media (min-width:768px){#site-search{top:10vh}}#site-search:popover-open{display:flex}}",
    "#chat-panel{right:1rem}",
    "[data-tap-pending]:is([data-tapped],[data-tapped] *)::after{animation:tap-pending 1s}",
    "@keyframes tap-pending{to{rotate:1turn}}",
    ".carousel-track{transform:translate3d(0,0,0)}",
    "[aria-roledescription=carousel]:has([data-go=slide-2][data-tapped]) .carousel-track{--slide:1}",
    "main:has([data-compare-bar]){counter-reset:courses}",
    ".group:is([open],:popover-open) .chevron{rotate:180deg}",
    ".menu:has(:popover-open) .close{display:block}",
    "a[data-file-link][data-fetching]::after{animation:tap-pending 1s}",
    "main:has([data-compare-box][data-refused]) [data-compare-limit]{display:block}",
  ].join("\n");
  const html =
    '<main><section></section><section class="carousel-track" aria-roledescription="carousel"><button data-go="slide-2" data-tap-pending="" class="button">Next</button>' +
    '<details class="group"><summary class="chevron">Q</summary></details><div data-compare-bar=""><p data-compare-limit=""></p></div><input data-compare-box="" type="checkbox">' +
    '<a data-file-link="" download="x.ics" href="/x.ics">Add</a></section></main>' +
    '<div class="menu"><span class="close"></span></div><div id="chat-panel" popover="manual"></div><div id="site-search" popover="auto"></div>';

  it("carries, after the page's content, the rules for its closed panels and for taps made before it is live, in their layers and media", async () => {
    const { head, late } = await pageStylesheets(panels).of(html);
    for (const afterContent of [
      "#site-search{top:1rem}",
      "@media (min-width:768px){#site-search{top:10vh}}",
      "#site-search:popover-open",
      "#chat-panel",
      "[data-tap-pending]:is([data-tapped],[data-tapped] *)::after",
      "[aria-roledescription=carousel]:has([data-go=slide-2][data-tapped])",
      "main:has([data-compare-bar])",
      ".menu:has(:popover-open) .close",
      "a[data-file-link][data-fetching]::after",
      "main:has([data-compare-box][data-refused]) [data-compare-limit]",
    ]) {
      expect(late).toContain(afterContent);
      expect(head).not.toContain(afterContent);
    }
    expect(late).toMatch(/^@layer components\s*\{/);
    expect(late).not.toContain("@layer base,components;");
  });

  it("keeps in the head what the page paints with: a section's layout, a <details> open, a carousel's first slide, the layers' order", async () => {
    const { head, late } = await pageStylesheets(panels).of(html);
    for (const painted of [
      "@layer base,components;",
      "content-visibility:auto",
      ".button{color:blue}",
      ".carousel-track{transform",
      ".chevron{rotate:180deg}",
    ]) {
      expect(head).toContain(painted);
      expect(late).not.toContain(painted);
    }
  });

  it("puts an animation with the rules that use it", async () => {
    const { head, late } = await pageStylesheets(panels).of(html);
    expect(late).toContain("@keyframes tap-pending");
    expect(head).not.toContain("@keyframes");
  });

  it("carries no rule for a panel the page does not have", async () => {
    const { late } = await pageStylesheets(panels).of('<article><p class="button">Hi</p></article>');
    expect(late).toBe("");
  });
});
