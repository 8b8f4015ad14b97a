import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { FORM_TOKEN_PLACEHOLDER } from "#common/enquiry/enquiry-fields.ts";
import { processFormTokens } from "#server/leads/form-token.ts";
import { errorText, log } from "#server/log.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security";
import { stripModulePreloads } from "./document-head";

/**
 * `parts` is set when the page holds the enquiry form: its HTML split around the token
 * placeholder. Other pages are the same for everyone, so they are compressed once, here.
 */
type Page = { html: string; csp: string; parts?: string[]; encoded?: Record<Encoding, Buffer> };
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

// Brotli 5 takes about 2 ms a page and is within 15% of Brotli 11, which takes 180 ms.
const compressed = (html: string): Record<Encoding, Buffer> => ({
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: gzipSync(html, { level: 9 }),
});

// Only the hidden input's attribute: inline scripts (hashed in the CSP) stay untouched.
const tokenAttribute = `value="${FORM_TOKEN_PLACEHOLDER}"`;

/** Pages rendered again with content published after the build (server/content). */
export type Rerender = {
  /** The published content's version now (0: the content the pages were built with). */
  version: () => number;
  /** The page at `path` as that version shows it, rendered as prerendering does (no nonce, the token placeholder). */
  render: (path: string, version: number) => Promise<string>;
};

/**
 * Serves the HTML files written by prerendering at their exact path (no redirect to a
 * trailing slash), each with a CSP that lists the hashes of its inline scripts. Pages with
 * the enquiry form get a fresh form token on every visit. Once content is published, each
 * page is rendered again for its version when it is first asked for, and kept. Rendering
 * every page at once instead took seconds of CPU on each instance (a page's stylesheet is
 * worked out anew for each, server/http/page-stylesheet.ts), and held up the very pages
 * visitors asked for. Should that render fail, the request is rendered on its own.
 */
export function prerenderedPages(
  clientDir: string,
  paths: string[],
  {
    siteIsHttps,
    issueFormToken = () => processFormTokens.issue(),
    rerender,
  }: { siteIsHttps: boolean; issueFormToken?: () => string; rerender?: Rerender },
): RequestHandler {
  const page = (html: string): Page => {
    html = stripModulePreloads(html);
    const parts = html.split(tokenAttribute);
    const csp = contentSecurityPolicy(inlineScriptHashes(html), siteIsHttps);
    return parts.length > 1 ? { html, csp, parts } : { html, csp, encoded: compressed(html) };
  };
  const built = new Map<string, Page>();
  for (const p of paths) {
    const file = path.join(clientDir, p, "index.html");
    if (fs.existsSync(file)) built.set(p, page(fs.readFileSync(file, "utf8")));
  }

  // The pages of the content's version now: the built ones, or those rendered for it so far.
  let cache = built;
  let cachedVersion = 0;
  let rendering = new Map<string, Promise<Page | undefined>>();
  function pageFor(p: string, version: number): Page | Promise<Page | undefined> | undefined {
    if (version !== cachedVersion) {
      cache = version === 0 ? built : new Map();
      cachedVersion = version;
      rendering = new Map();
    }
    const found = cache.get(p);
    if (found || !rerender || !built.has(p)) return found;
    const pages = cache;
    const renders = rendering;
    let pending = renders.get(p);
    if (!pending) {
      pending = rerender.render(p, version).then(
        (html) => {
          const fresh = page(html);
          pages.set(p, fresh);
          return fresh;
        },
        (error: unknown) => {
          renders.delete(p);
          log.error(
            { error: errorText(error), path: p },
            "Could not render the page with the published content",
          );
          return undefined;
        },
      );
      renders.set(p, pending);
    }
    return pending;
  }

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A query (e.g. /contact?interest=IT%20Training) can change the page: render it per request.
    if (Object.keys(req.query).length > 0) return next();
    const found = await pageFor(req.path, rerender?.version() ?? 0);
    if (!found) return next();
    res.setHeader("Content-Security-Policy", found.csp);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.type("html");
    // Ours is the preference, not the order the browser lists them in.
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e) === e);
    if (found.encoded && encoding) {
      res.setHeader("Content-Encoding", encoding);
      res.vary("Accept-Encoding");
      res.send(found.encoded[encoding]);
      return;
    }
    res.send(found.parts ? found.parts.join(`value="${issueFormToken()}"`) : found.html);
  };
}
