import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INTER_UNICODE_RANGE } from "./unicode-range";

describe("the Inter subset", () => {
  it("is declared in app.css for exactly the characters the file holds", () => {
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    const face = css.match(/@font-face\s*{[^}]*"Inter Variable"[^}]*}/)?.[0] ?? "";
    expect(face).toContain("inter-subset.woff2");
    expect(face.match(/unicode-range:\s*([^;]+);/)?.[1]).toBe(INTER_UNICODE_RANGE);
  });
});
