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

describe("a page's stylesheet", () => {
  it("keeps the rules that can match the page, those a tap on <details> or a hover needs, and drops the rest", async () => {
    const stylesheetOf = pageStylesheets(css).of;
    const sheet = await stylesheetOf(
      '<main id="hero"><div class="card md:flex"><details class="faq"><summary class="chevron link">Q</summary></details></div></main>',
    );
    for (const kept of [".card", ".md\\:flex", ".faq[open] .chevron", ".link:hover", "#hero"])
      expect(sheet).toContain(kept);
    for (const dropped of [".unused", "#gone", ".spinner", "@keyframes"])
      expect(sheet).not.toContain(dropped);
  });

  it("keeps the animations that kept rules use", async () => {
    const sheet = await pageStylesheets(css).of('<span class="spinner"></span>');
    expect(sheet).toContain("@keyframes spin");
    expect(sheet).not.toContain("@keyframes fade");
  });

  it("gives pages with the same names the same stylesheet", async () => {
    const stylesheetOf = pageStylesheets(css).of;
    const one = await stylesheetOf('<div class="card"></div>');
    expect(await stylesheetOf('<div class="card"></div>')).toBe(one);
    expect(await stylesheetOf('<div class="card md:flex"></div>')).toContain(".md\\:flex");
  });

  it("shares a stylesheet between pages that differ only in what no selector names, and not otherwise", async () => {
    const stylesheetOf = pageStylesheets(css).of;
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
    const sheet = await pageStylesheets(
      [
        "form[novalidate]{gap:1px}",
        "svg[viewBox]{gap:2px}",
        "linearGradient{gap:3px}",
        ".from-script{gap:4px}",
        "script{gap:5px}",
      ].join("\n"),
    ).of(
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
    const later = await stylesheets.of('<div class="spinner"></div>', "/batches");
    await stylesheets.of('<div class="unused"></div>');
    expect(stylesheets.lastAt("/batches")).toBe(later);
    expect(later).toContain(".spinner");
  });
});
