// Bundles the Express server next to the React Router build and records the settings
// the pages were prerendered with (the server compares them at start).
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { env } from "#server/env.ts";
import { staticPaths } from "#common/route-table.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
// main.js only sets NODE_ENV, then loads serve.js: it must stay a separate, unbundled file.
await build({
  entryPoints: ["server/main.ts"],
  outdir: path.join(buildDir, "server"),
  platform: "node",
  format: "esm",
  logLevel: "warning",
});
await build({
  entryPoints: ["server/serve.ts"],
  outfile: path.join(buildDir, "server", "serve.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
fs.writeFileSync(
  path.join(buildDir, "site-config.json"),
  JSON.stringify({
    siteUrl: env.SITE_URL,
    whatsappNumber: env.WHATSAPP_NUMBER,
    prerendered: staticPaths.join(","),
  }),
);
