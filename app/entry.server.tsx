import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  deferHydration,
  modulePreloads,
  pageIcons,
  rewriteDocument,
  rewriteHydrationScript,
  stripModulePreloads,
  type WholePage,
} from "#server/http/document-head.ts";
import { pageStylesheets } from "#server/http/page-stylesheet.ts";
import { lazyModules } from "#server/http/lazy-modules.ts";
import { spriteHref } from "#app/components/ui/icon-sprite.tsx";
import { NonceProvider } from "./lib/nonce";
import stylesheetHref from "./app.css?url";

export const streamTimeout = 5_000;

/** The built stylesheet: each page carries the part of it that its HTML uses (development links it instead). */
const stylesheet = import.meta.env.DEV ? "" : readFileSync(clientFile(stylesheetHref), "utf8");
const stylesheets = pageStylesheets(stylesheet);
/** What each page may load on demand, from the client build's manifest (none in development). */
const lazyModulesOf = lazyModules(
  import.meta.env.DEV ? {} : JSON.parse(readFileSync(clientFile(".vite/manifest.json"), "utf8")),
);

/** A file of the client build: `client/` sits beside `server/`, a few folders above this chunk. */
function clientFile(href: string): string {
  for (
    let dir = path.dirname(fileURLToPath(import.meta.url));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, "client", href);
    if (existsSync(file)) return file;
  }
  throw new Error(`The client build has no ${href}: build the site first`);
}

/**
 * The page carries its part of the stylesheet (in its head, and after its content what only a
 * tap shows) and of the icon sprite, and no module preload
 * hints; its hydration script, rewritten, fetches those modules, the whole stylesheet and the
 * whole sprite ahead once the page has painted, and runs them when it wakes.
 */
async function wholePage(page: string, path: string): Promise<WholePage> {
  const modules = modulePreloads(page);
  const lazy = lazyModulesOf(modules);
  const { head, late } = await stylesheets.of(page, path);
  return {
    stylesheet: head,
    late,
    rewriteTail: (html) =>
      rewriteHydrationScript(pageIcons(stripModulePreloads(html), page), (script) =>
        deferHydration(script, { modules, lazy, stylesheet: stylesheetHref, sprite: spriteHref }),
      ),
  };
}

/** Renders every page on the server. The CSP nonce comes from the Express app (server/http). */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = (loadContext as { nonce?: string } | undefined)?.nonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Suspense boundaries stay in place, however large: React would otherwise move a big one
        // to the end of the page, hidden until a script reveals it (never, without JavaScript).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          const path = new URL(request.url).pathname;
          const html = import.meta.env.DEV
            ? body
            : body.pipe(rewriteDocument((page) => wholePage(page, path), stylesheets.lastAt(path)));
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
