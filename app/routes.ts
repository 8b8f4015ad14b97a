import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { fallbacks, admin, pages, resources, siteLayout, visitorPages } from "#common/route-table.ts";

// React Router's form of common/route-table.ts, where every route is registered (none is found by file name).
export default [
  // The public pages render inside the site's frame (header, footer, floating buttons).
  layout(siteLayout.file, [
    ...pages.map((p) => (p.path === "/" ? index(p.file) : route(p.path, p.file))),
    ...visitorPages.map((p) => route(p.path, p.file)),
    ...fallbacks.map((f) => route(f.path, f.file, { id: f.id })),
  ]),
  // Files (no page around them).
  ...resources.map((r) => route(r.path, r.file)),
  // The admin pages render inside its layout, at paths relative to it.
  route(
    admin.path,
    admin.file,
    admin.children.map((c) =>
      c.path === admin.path ? index(c.file) : route(c.path.slice(admin.path.length + 1), c.file),
    ),
  ),
] satisfies RouteConfig;
