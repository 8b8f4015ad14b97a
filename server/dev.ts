// Development server: the same Express app, with Vite serving and hot-reloading the pages.
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { env } from "./env";
import { createApp } from "./http/app";
import { healthState } from "./http/health";
import { startInstance } from "./instance";
import { log } from "./log";

const vite = await createServer({ server: { middlewareMode: true } });
const instance = await startInstance(env);
const health = healthState();
health.ready(instance.db);

const app = createApp({
  env,
  health,
  content: instance.content.published.current,
  before: [...instance.apis, vite.middlewares],
  pageHandler: createRequestHandler({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
    getLoadContext: (req, res) => instance.loadContext(req, res.locals.nonce as string),
  }),
});

app.listen(env.PORT, env.HOST, () => log.info(`Development server on http://localhost:${env.PORT}`));
