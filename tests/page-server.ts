import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ActionFunctionArgs, ServerBuild } from "react-router";
import { loadEnv } from "#server/env.ts";
import { createApp } from "#server/http/app.ts";

type Action = (args: ActionFunctionArgs) => unknown;

/**
 * A React Router server build of one page at "/" whose action is `action`, for tests of the
 * site's Express app around the real request handler (@react-router/express) without building
 * the site. A document answers "<p>status</p>"; a `.data` request (`/_root.data`) is answered by
 * React Router itself, in the format its client decodes.
 */
function onePageBuild(action: Action): ServerBuild {
  const root = {
    id: "root",
    path: "",
    hasAction: true,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: "/root.js",
    imports: [],
  };
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response(`<p>${status}</p>`, {
            status,
            headers: { ...Object.fromEntries(headers), "Content-Type": "text/html; charset=utf-8" },
          }),
      },
    },
    routes: { root: { ...root, module: { default: () => null, action } } },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "/tmp",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/**
 * The site's Express app (createApp) on a free port, its pages one page with `action`, and
 * `before` mounted ahead of it as the real server mounts its APIs. Stop it with the returned
 * `close`.
 */
export async function serveOnePage(action: Action, before: RequestHandler[] = []) {
  const env = loadEnv({});
  const pageHandler = createRequestHandler({ build: onePageBuild(action), mode: "production" });
  const server: Server = createApp({ env, pageHandler, before }).listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return {
    env,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}
