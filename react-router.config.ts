import type { Config } from "@react-router/dev/config";
import { staticPaths } from "./common/route-table";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // ~25 routes: ship the whole manifest up front instead of a /__manifest request per navigation.
  routeDiscovery: { mode: "initial" },
  prerender: staticPaths,
} satisfies Config;
