import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  breadcrumbTrail,
  fallbacks,
  findPage,
  admin,
  pages,
  resources,
  visitorPages,
  siteLayout,
  staticPaths,
} from "./route-table.ts";

const registeredFiles = [
  siteLayout,
  ...pages,
  ...resources,
  ...visitorPages,
  ...fallbacks,
  admin,
  ...admin.children,
].map(
  (r) => r.file,
);

describe("route table", () => {
  it("has every route of the specification once", () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(24);
    expect(paths).toContain("/ai-solutions/demo-warranty-bot");
  });
  it("registers every file in app/routes, since React Router does not look for them", () => {
    const files = readdirSync(new URL("../app/routes", import.meta.url)).map((f) => `routes/${f}`);
    expect(files.filter((f) => !registeredFiles.includes(f))).toEqual([]);
    expect(registeredFiles.filter((f) => !files.includes(f))).toEqual([]);
  });
  it("keeps the admin area out of prerendering, the sitemap's pages and breadcrumbs", () => {
    const adminPaths = [admin, ...admin.children].map((r) => r.path);
    expect(adminPaths).toContain("/admin/login");
    // robots.txt disallows /admin, so every admin page must live under it.
    expect(adminPaths.every((p) => p === "/admin" || p.startsWith("/admin/"))).toBe(true);
    expect(staticPaths.filter((p) => p.startsWith("/admin"))).toEqual([]);
    expect(pages.filter((p) => p.path.startsWith("/admin"))).toEqual([]);
    expect(breadcrumbTrail("/admin/login")).toEqual([]);
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
