import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codePointsOf, INTER_UNICODE_RANGE } from "./unicode-range";

const appDir = path.dirname(path.dirname(new URL(import.meta.url).pathname));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the Inter subset", () => {
  it("is declared in app.css for exactly the characters the file holds", () => {
    const css = readFileSync(path.join(appDir, "app.css"), "utf8");
    const face = css.match(/@font-face\s*{[^}]*"Inter Variable"[^}]*}/)?.[0] ?? "";
    expect(face).toContain("inter-subset.woff2");
    expect(face.match(/unicode-range:\s*([^;]+);/)?.[1].replace(/\s+/g, " ")).toBe(INTER_UNICODE_RANGE);
  });

  it("holds every non-ASCII character our text uses (emoji come from the system)", () => {
    const inFont = codePointsOf(INTER_UNICODE_RANGE);
    const missing = new Set<string>();
    for (const file of sourceFiles(appDir)) {
      for (const char of readFileSync(file, "utf8")) {
        const codePoint = char.codePointAt(0)!;
        if (codePoint > 0x7e && !inFont.has(codePoint) && !/\p{Extended_Pictographic}/u.test(char)) missing.add(char);
      }
    }
    expect([...missing], "add them to app/fonts/unicode-range.ts and run scripts/make-font.ts").toEqual([]);
  });
});
