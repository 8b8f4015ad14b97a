import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { fallbacks, inbox, pages } from "./route-table";

// React Router's form of app/route-table.ts, where every route is registered (none is found by file name).
export default [
  ...pages.map((p) => (p.path === "/" ? index(p.file) : route(p.path, p.file))),
  ...fallbacks.map((f) => route(f.path, f.file, { id: f.id })),
  // The inbox pages render inside its layout, at paths relative to it.
  route(
    inbox.path,
    inbox.file,
    inbox.children.map((c) =>
      c.path === inbox.path ? index(c.file) : route(c.path.slice(inbox.path.length + 1), c.file),
    ),
  ),
] satisfies RouteConfig;
