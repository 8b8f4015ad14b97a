import { describe, expect, it } from "vitest";
import { pages } from "#common/route-table.ts";
import { robotsTxt, sitemapXml } from "./seo-files";

describe("sitemap.xml and robots.txt", () => {
  it("lists every page of the route table with the configured origin", () => {
    const xml = sitemapXml("https://arivutech.in", "2026-11-21");
    for (const p of pages) expect(xml).toContain(`<loc>https://arivutech.in${p.path}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(pages.length);
  });
  it("points crawlers at the sitemap and keeps them out of the API and admin", () => {
    const txt = robotsTxt("https://arivutech.in");
    expect(txt).toContain("Sitemap: https://arivutech.in/sitemap.xml");
    expect(txt).toContain("Disallow: /api/");
  });
});
