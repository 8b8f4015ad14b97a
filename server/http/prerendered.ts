import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { FORM_TOKEN_PLACEHOLDER } from "#common/enquiry/enquiry-fields.ts";
import { processFormTokens } from "#server/leads/form-token.ts";
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

/**
 * Serves the HTML files written by prerendering at their exact path (no redirect to a
 * trailing slash), each with a CSP that lists the hashes of its inline scripts. Pages with
 * the enquiry form get a fresh form token on every visit.
 */
export function prerenderedPages(
  clientDir: string,
  paths: string[],
  {
    siteIsHttps,
    issueFormToken = () => processFormTokens.issue(),
    showsSeed = () => true,
  }: {
    siteIsHttps: boolean;
    issueFormToken?: () => string;
    /** False once content is published at /admin/content: the built pages show the seed's. */
    showsSeed?: () => boolean;
  },
): RequestHandler {
  const cache = new Map<string, Page>();
  for (const p of paths) {
    const file = path.join(clientDir, p, "index.html");
    if (!fs.existsSync(file)) continue;
    const html = stripModulePreloads(fs.readFileSync(file, "utf8"));
    const parts = html.split(tokenAttribute);
    const csp = contentSecurityPolicy(inlineScriptHashes(html), siteIsHttps);
    cache.set(p, parts.length > 1 ? { html, csp, parts } : { html, csp, encoded: compressed(html) });
  }
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !showsSeed()) return next();
    // A query (e.g. /contact?interest=IT%20Training) can change the page: render it per request.
    if (Object.keys(req.query).length > 0) return next();
    const page = cache.get(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.type("html");
    // Ours is the preference, not the order the browser lists them in.
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e) === e);
    if (page.encoded && encoding) {
      res.setHeader("Content-Encoding", encoding);
      res.vary("Accept-Encoding");
      res.send(page.encoded[encoding]);
      return;
    }
    res.send(page.parts ? page.parts.join(`value="${issueFormToken()}"`) : page.html);
  };
}
