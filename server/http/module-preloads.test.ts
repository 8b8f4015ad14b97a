import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { stripModulePreloads, stripModulePreloadsFromHead } from "./module-preloads";

const page =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/></head><body><script type="module">import "/assets/entry.js"</script></body></html>';
const expected =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><script type="module">import "/assets/entry.js"</script></body></html>';

describe("module preload hints", () => {
  it("are removed from a whole document, and nothing else is", () => {
    expect(stripModulePreloads(page)).toBe(expected);
  });

  it("are removed from a streamed document even when a tag is split across chunks", async () => {
    const chunks = [page.slice(0, 70), page.slice(70, 95), page.slice(95)].map((c) => Buffer.from(c));
    expect(await text(Readable.from(chunks).pipe(stripModulePreloadsFromHead()))).toBe(expected);
  });
});
