import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { contentSecurityPolicy, inlineScriptHashes } from "./security";
import { stripModulePreloads } from "./module-preloads";

type Page = { html: string; csp: string };

/**
 * Serves the HTML files written by prerendering at their exact path (no redirect to a
 * trailing slash), each with a CSP that lists the hashes of its inline scripts.
 */
export function prerenderedPages(clientDir: string, paths: string[], siteIsHttps: boolean): RequestHandler {
  const cache = new Map<string, Page>();
  for (const p of paths) {
    const file = path.join(clientDir, p, "index.html");
    if (!fs.existsSync(file)) continue;
    const html = stripModulePreloads(fs.readFileSync(file, "utf8"));
    cache.set(p, { html, csp: contentSecurityPolicy(inlineScriptHashes(html), siteIsHttps) });
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A query (e.g. /contact?interest=IT%20Training) can change the page: render it per request.
    if (Object.keys(req.query).length > 0) return next();
    const page = cache.get(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.type("html").send(page.html);
  };
}
