import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages, sections } from "./route-table";

export default [
  index("routes/home.tsx"),
  ...pages.filter((p) => p.path !== "/").map((p) => route(p.path, p.file)),
  // An unknown sub page shows its section's landing page (answered 404, noindex).
  ...sections.map((s) => route(`${s}/*`, "routes/section-not-found.tsx", { id: `${s}-not-found` })),
  // An unknown first segment shows the home page (answered 404, noindex).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
