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
 * the enquiry form get a fresh form token on every visit. Once content is published, the
 * pages are rendered again for its version, in the background; until they are ready, the
 * request falls through to be rendered on its own.
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
  let cache = new Map<string, Page>();
  let cachedVersion = 0;
  for (const p of paths) {
    const file = path.join(clientDir, p, "index.html");
    if (fs.existsSync(file)) cache.set(p, page(fs.readFileSync(file, "utf8")));
  }

  let rendering: number | undefined;
  async function renderVersion(version: number) {
    rendering = version;
    const fresh = new Map<string, Page>();
    for (const p of cache.keys()) fresh.set(p, page(await rerender!.render(p, version)));
    if (rendering !== version) return;
    cache = fresh;
    cachedVersion = version;
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const version = rerender?.version() ?? 0;
    if (version !== cachedVersion) {
      if (rendering !== version)
        renderVersion(version).catch((error: unknown) => {
          rendering = undefined;
          log.error({ error: errorText(error) }, "Could not render the pages with the published content");
        });
      return next();
    }
    // A query (e.g. /contact?interest=IT%20Training) can change the page: render it per request.
    if (Object.keys(req.query).length > 0) return next();
    const found = cache.get(req.path);
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
