import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { LiveContent } from "#app/content/live/live-content.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { loadEnv } from "#server/env.ts";
import { createApp } from "./app";
import { pages } from "#common/route-table.ts";
import { robotsTxt, sitemapLastmod, sitemapXml } from "./seo-files";

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
  it("dates every page by the last publish of edited content when it is after the start", () => {
    expect(sitemapLastmod("2026-11-21", "2026-11-25T09:30:00.000Z")).toBe("2026-11-25");
    expect(sitemapLastmod("2026-11-21", "2026-11-02T09:30:00.000Z")).toBe("2026-11-21");
    expect(sitemapLastmod("2026-11-21", undefined)).toBe("2026-11-21");
    expect(sitemapLastmod("2026-11-21", "not a date")).toBe("2026-11-21");
    const xml = sitemapXml("https://arivutech.in", sitemapLastmod("2026-11-21", "2026-11-25T09:30:00.000Z"));
    expect(xml.match(/<lastmod>2026-11-25<\/lastmod>/g)).toHaveLength(pages.length);
  });
});

describe("the served sitemap", () => {
  let server: Server | undefined;
  afterEach(() => new Promise((r) => (server ? server.close(r) : r(undefined))));

  it("changes its lastmod as soon as content is published", async () => {
    let live: LiveContent = { version: 0, content: seedContent() };
    const app = createApp({ env: loadEnv({}), pageHandler: (_req, res) => res.end(), content: () => live });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server!.once("listening", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap.xml`;
    const lastmod = async () => /<lastmod>([\d-]+)<\/lastmod>/.exec(await (await fetch(url)).text())?.[1];

    expect(await lastmod()).toBe(new Date().toISOString().slice(0, 10));
    live = { version: 1, publishedAt: "2099-01-02T04:00:00.000Z", content: seedContent() };
    expect(await lastmod()).toBe("2099-01-02");
  });
});
