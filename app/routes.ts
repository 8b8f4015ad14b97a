import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages, sections } from "#common/route-table.ts";

export default [
  index("routes/home.tsx"),
  ...pages.filter((p) => p.path !== "/").map((p) => route(p.path, p.file)),
  // An unknown sub page shows its section's landing page (answered 404, noindex).
  ...sections.map((s) => route(`${s}/*`, "routes/section-not-found.tsx", { id: `${s}-not-found` })),
  // The sales inbox: rendered per request, never prerendered or linked (off until someone has an account).
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("login", "routes/admin.login.tsx"),
    route("logout", "routes/admin.logout.ts"),
    route("forgot-password", "routes/admin.forgot-password.tsx"),
    route("reset-password", "routes/admin.reset-password.tsx"),
    route("users", "routes/admin.users.tsx"),
    route("export.csv", "routes/admin.export-csv.ts"),
    route("submissions/:id", "routes/admin.submissions.$id.tsx"),
  ]),
  // An unknown first segment shows the home page (answered 404, noindex).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
