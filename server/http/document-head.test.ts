import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { INLINE_STYLESHEET, inlineStylesheet, rewriteHead, stripModulePreloads } from "./document-head";

const page =
  `<html><head>${INLINE_STYLESHEET}<link rel="modulepreload" href="/assets/entry.js"/>` +
  '<link rel="modulepreload" href="/assets/root.js"/></head><body><script type="module">import "/assets/entry.js"</script></body></html>';
const withoutPreloads = `<html><head>${INLINE_STYLESHEET}</head><body><script type="module">import "/assets/entry.js"</script></body></html>`;

describe("the document head", () => {
  it("loses its module preload hints, and nothing else", () => {
    expect(stripModulePreloads(page)).toBe(withoutPreloads);
  });

  it("carries the stylesheet in its style element", () => {
    expect(inlineStylesheet(withoutPreloads, "body{color:red}")).toContain('<head><style data-inline-css="">body{color:red}</style></head>');
  });

  it("is rewritten in a streamed document even when a tag is split across chunks, and the body is left alone", async () => {
    const chunks = [page.slice(0, 70), page.slice(70, 95), page.slice(95)].map((c) => Buffer.from(c));
    const rewritten = await text(Readable.from(chunks).pipe(rewriteHead((head) => inlineStylesheet(stripModulePreloads(head), "p{}"))));
    expect(rewritten).toBe(inlineStylesheet(withoutPreloads, "p{}"));
  });
});
