import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { env } from "./env";
import { createApp, staticFiles } from "./http/app";
import { prerenderedPages } from "./http/prerendered";
import { startInstance } from "./instance";
import { log } from "./log";

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(buildDir, "client");

const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;

// Pages are prerendered with the build's SITE_URL and WhatsApp number. If the running
// configuration differs, render them per request so canonical URLs and links stay right.
const built = JSON.parse(fs.readFileSync(path.join(buildDir, "site-config.json"), "utf8")) as Record<string, string>;
const prerenderMatches = built.siteUrl === env.SITE_URL && built.whatsappNumber === env.WHATSAPP_NUMBER;
if (!prerenderMatches) {
  log.warn("SITE_URL or WHATSAPP_NUMBER differ from the build: pages will be rendered per request.");
}

const instance = await startInstance(env);
const { formTokens, intake } = instance;

const app = createApp({
  env,
  before: [
    ...instance.apis,
    ...staticFiles(clientDir),
    ...(prerenderMatches ? [prerenderedPages(clientDir, built.prerendered.split(","), env.SITE_URL.startsWith("https://"), () => formTokens.issue())] : []),
  ],
  pageHandler: createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req, res) => ({ nonce: res.locals.nonce as string, ...intake.loadContext(req) }),
  }),
});

const server = app.listen(env.PORT, env.HOST, () => {
  log.info(`${"Arivu site"} listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

// Finish deliveries in flight and close the database before exiting.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void instance.finish().then(instance.close).finally(() => process.exit(0));
  });
}
