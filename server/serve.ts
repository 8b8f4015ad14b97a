import fs from "node:fs";
import http, { type RequestListener } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createDocumentHandler, type ServerBuild } from "react-router";
import { env } from "./env";
import { createApp, staticFiles } from "./http/app";
import { buildAssets } from "./http/build-assets";
import { healthState, startingApp } from "./http/health";
import { prerenderedPages } from "./http/prerendered";
import { startInstance, type Instance } from "./instance";
import { errorText, log } from "./log";
import { gracefulShutdown, stopOnSignals } from "./shutdown";

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(buildDir, "client");

const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;

// Pages are prerendered with the build's SITE_URL and WhatsApp number. If the running
// configuration differs, render them per request so canonical URLs and links stay right.
const built = JSON.parse(fs.readFileSync(path.join(buildDir, "site-config.json"), "utf8")) as Record<
  string,
  string
>;
const prerenderMatches = built.siteUrl === env.SITE_URL && built.whatsappNumber === env.WHATSAPP_NUMBER;
if (!prerenderMatches) {
  log.warn("SITE_URL or WHATSAPP_NUMBER differ from the build: pages will be rendered per request.");
}

// Listen at once, so a load balancer sees the process live (/healthz) but not ready (/readyz)
// while migrations run, perhaps waiting for another instance's.
const health = healthState();
let handler: RequestListener = startingApp(health);
const server = http.createServer((req, res) => handler(req, res));
// Idle keep-alive connections stay open longer than a load balancer's (60 s on most) or a
// client's reuse of them: with Node's 5 s, a request sent on a connection just as the server
// closes it fails ("socket hang up"). Shutdown closes idle connections at once.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(env.PORT, env.HOST, () => {
  log.info(`Arivu site listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

let instance: Instance | undefined;
const shutdown = gracefulShutdown({
  server,
  health,
  finish: async () => instance?.finish(),
  close: async () => instance?.close(),
});
stopOnSignals(shutdown);

try {
  instance = await startInstance(env);
} catch (error) {
  log.fatal({ error: errorText(error) }, "Could not start");
  process.exit(1);
}
const started = instance;

// A page as prerendering makes it (no request, so no nonce and the form-token placeholder), for a published version.
const renderDocument = createDocumentHandler(build, "production");
async function renderForVersion(pagePath: string, version: number): Promise<string> {
  const live = started.content.published.current();
  if (live.version !== version) throw new Error(`Version ${version} is no longer the published one.`);
  const response = await renderDocument(new Request(`http://localhost${pagePath}`), {
    liveContent: async () => live,
  });
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}.`);
  return response.text();
}

handler = createApp({
  env,
  health,
  content: instance.content.published.current,
  assets: buildAssets(path.join(clientDir, "assets")),
  before: [
    ...instance.apis,
    ...staticFiles(clientDir),
    ...(prerenderMatches
      ? [
          prerenderedPages(clientDir, built.prerendered.split(","), {
            siteIsHttps: env.SITE_URL.startsWith("https://"),
            issueFormToken: () => started.formTokens.issue(),
            // Built from app/content: once the company publishes, the pages are rendered again with its content.
            rerender: {
              version: () => started.content.published.current().version,
              render: (pagePath, version) => renderForVersion(pagePath, version),
            },
          }),
        ]
      : []),
  ],
  pageHandler: createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req, res) => started.loadContext(req, res.locals.nonce as string),
  }),
});
if (health.phase === "starting") {
  health.ready(instance.db);
  log.info("Ready");
}
