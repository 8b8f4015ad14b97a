import { createHash, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** Inline scripts of a prerendered document, hashed for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    if (/\ssrc=/i.test(attrs) || /type=["']?application\/ld\+json/i.test(attrs)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy. Scripts run only from our origin, or inline with this
 * response's nonce (server-rendered pages) or a listed hash (prerendered pages).
 * No third-party origin is allowed anywhere.
 */
export function contentSecurityPolicy(scriptSources: string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Radix's scroll lock injects a <style> element and React renders style attributes;
    // styles cannot run code, so inline styles are allowed while scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Headers for every response, plus a fresh nonce in res.locals for server-rendered HTML. */
export function securityHeaders(siteIsHttps: boolean): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], siteIsHttps));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    );
    res.setHeader("X-Frame-Options", "DENY");
    if (siteIsHttps) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.removeHeader("X-Powered-By");
    next();
  };
}

/** Headers that only mean something on a document: a page, or an SVG opened on its own. */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Referrer-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
];

/**
 * Scripts, styles, fonts and raster images keep nosniff (and HSTS) only. Without HTTP/2's header
 * compression the document policies would add about 700 bytes to every one of these requests.
 * An SVG file (compressed or not) keeps them, as it can be opened on its own.
 */
export function dropDocumentOnlyHeaders(res: ServerResponse, file: string) {
  if (/\.svg(\.gz|\.br)?$/.test(file)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
