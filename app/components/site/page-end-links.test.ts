import { describe, expect, it } from "vitest";
import { relatedFor } from "./page-end-links";

const hrefs = (path: string) => {
  const block = relatedFor(path);
  return block.kind === "links" ? block.links.map((l) => l.href) : block.areas.map((a) => a.href);
};

describe("relatedFor", () => {
  it("links training pages to the other training pages, leaving out the current one", () => {
    const block = relatedFor("/it-training/programs");
    expect(block.title).toBe("More from IT Training");
    expect(hrefs("/it-training/programs")).toContain("/it-training/batch-calendar");
    expect(hrefs("/it-training/programs")).toContain("/it-training");
    expect(hrefs("/it-training/programs")).not.toContain("/it-training/programs");
  });

  it("links AI pages to the AI services and all four live demos", () => {
    const links = hrefs("/ai-solutions");
    expect(links).not.toContain("/ai-solutions");
    expect(links).toContain("/ai-solutions/business-automation");
    expect(links.filter((h) => h.includes("/demo-"))).toHaveLength(4);
    expect(links.some((h) => h.includes("#"))).toBe(false);
  });

  it("links IT & digital pages to the other digital pages", () => {
    expect(hrefs("/it-digital-solutions/cloud-hosting/")).toEqual([
      "/it-digital-solutions",
      "/it-digital-solutions/it-infrastructure",
      "/it-digital-solutions/digital-solutions",
    ]);
  });

  it("shows the three main areas on every other page", () => {
    for (const path of ["/", "/contact", "/introduction", "/legal", "/unknown"]) {
      expect(relatedFor(path).kind).toBe("areas");
      expect(hrefs(path)).toEqual(["/it-training", "/ai-solutions", "/it-digital-solutions"]);
    }
  });

  it("chooses the block by the first segment, so unknown sub pages still get their section", () => {
    expect(relatedFor("/it-training/no-such-course").title).toBe("More from IT Training");
  });
});
