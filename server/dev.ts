// Development server: the same Express app, with Vite serving and hot-reloading the pages.
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { env } from "./env";
import { createApp } from "./http/app";
import { startAi } from "./ai";
import { startLeadIntake } from "./lead-intake";
import { persistentFormTokens } from "./leads/form-token";

const vite = await createServer({ server: { middlewareMode: true } });
const intake = await startLeadIntake(env, persistentFormTokens(env.DATA_DIR));
const ai = startAi(env);

const app = createApp({
  env,
  before: [...intake.apis, ...ai.apis, vite.middlewares],
  pageHandler: createRequestHandler({
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
    getLoadContext: (req, res) => ({ nonce: res.locals.nonce as string, ...intake.loadContext(req) }),
  }),
});

app.listen(env.PORT, env.HOST, () => console.log(`Development server on http://localhost:${env.PORT}`));
