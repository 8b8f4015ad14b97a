import { describe, expect, it } from "vitest";
import { breadcrumbTrail, findPage, pages } from "./route-table";

describe("route table", () => {
  it("has every route of the specification once", () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(24);
    expect(paths).toContain("/ai-solutions/demo-warranty-bot");
  });
  it("builds breadcrumbs Home > section > page", () => {
    expect(breadcrumbTrail("/it-training/programs").map((p) => p.label)).toEqual([
      "Home",
      "IT Training",
      "Programs",
    ]);
    expect(breadcrumbTrail("/contact").map((p) => p.label)).toEqual(["Home", "Contact"]);
    expect(breadcrumbTrail("/")).toEqual([]);
  });
  it("finds pages with or without a trailing slash", () => {
    expect(findPage("/legal/")?.label).toBe("Privacy & Terms");
    expect(findPage("/nope")).toBeUndefined();
  });
});
