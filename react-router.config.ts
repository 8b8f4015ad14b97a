import type { Config } from "@react-router/dev/config";
import { staticPaths } from "./common/route-table";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Each page carries, inline, only the routes it matches; once live, one /__manifest request
  // fetches those its links lead to. The whole manifest (~35 routes, 2.6 KB gzip) in every page's
  // JavaScript had taken the largest route over the 133 KB budget (scripts/check-budgets.ts).
  routeDiscovery: { mode: "lazy" },
  prerender: staticPaths,
} satisfies Config;
