import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { iconId, iconNames } from "./icon-names";
import { brandIconPaths } from "#app/components/site/brand-icon-paths.ts";

describe("icon sprite", () => {
  it("has a symbol for every icon name (re-run scripts/make-icon-sprite.tsx after adding one)", () => {
    const svg = fs.readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
    const ids = [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...iconNames, ...Object.keys(brandIconPaths).map((n) => `brand-${n}`)].map(iconId));
  });
});
