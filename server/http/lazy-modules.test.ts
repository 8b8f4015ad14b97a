import { describe, expect, test } from "vitest";
import { lazyModules } from "./lazy-modules";

const manifest = {
  "_site.js": { file: "assets/site.js", dynamicImports: ["chat-panel.tsx", "search-modal.tsx"] },
  "home.tsx": { file: "assets/home.js", imports: ["_site.js"], dynamicImports: ["embla.js"] },
  "chat-panel.tsx": { file: "assets/chat-panel.js", imports: ["_site.js", "_markdown.js"] },
  "search-modal.tsx": {
    file: "assets/search-modal.js",
    imports: ["_markdown.js"],
    dynamicImports: ["_index.js"],
  },
  "_markdown.js": { file: "assets/markdown.js" },
  "_index.js": { file: "assets/index.js" },
  "embla.js": { file: "assets/embla.js" },
  "admin.tsx": { file: "assets/admin.js", dynamicImports: ["schema.ts"] },
  "schema.ts": { file: "assets/schema.js" },
};

describe("lazyModules", () => {
  const of = lazyModules(manifest);

  test("a page's on-demand modules, with what they import, and not what the page loads anyway", () => {
    expect(of(["/assets/site.js", "/assets/home.js"]).sort()).toEqual([
      "/assets/chat-panel.js",
      "/assets/embla.js",
      "/assets/index.js",
      "/assets/markdown.js",
      "/assets/search-modal.js",
    ]);
  });

  test("another page's on-demand modules are not this page's", () => {
    expect(of(["/assets/admin.js"])).toEqual(["/assets/schema.js"]);
    expect(of(["/assets/unknown.js"])).toEqual([]);
  });
});
