import { describe, expect, it } from "vitest";
import { findPage } from "#common/route-table.ts";
import { footerColumns, mainAreas, mainNav } from "./navigation";

const allLinks = [
  ...mainNav.flatMap((i) => [i, ...(i.subItems ?? [])]),
  ...footerColumns.flatMap((c) => c.links),
  ...mainAreas,
];

describe("navigation content", () => {
  it("links only to pages that exist", () => {
    for (const link of allLinks) expect(findPage(link.href.split("#")[0]), link.href).toBeDefined();
  });

  it("has the three menus, the mega menu with four live demos, and the two plain links", () => {
    expect(mainNav.map((i) => i.label)).toEqual([
      "IT Training",
      "AI Solutions",
      "IT & Digital Solutions",
      "About Us",
      "Contact",
    ]);
    const ai = mainNav.find((i) => i.mega);
    expect(ai?.label).toBe("AI Solutions");
    expect(ai?.subItems?.filter((s) => s.demo).map((s) => s.href)).toEqual([
      "/ai-solutions/demo-warranty-bot",
      "/ai-solutions/demo-log-analyzer",
      "/ai-solutions/demo-document-qa",
      "/ai-solutions/demo-content-generator",
    ]);
  });

  it("has the four footer columns", () => {
    expect(footerColumns.map((c) => c.title)).toEqual([
      "AI Solutions",
      "IT Training",
      "IT & Digital Services",
      "Company",
    ]);
  });
});
