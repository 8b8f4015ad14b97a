import type { RequestHandler } from "express";
import { routePath, visitorPages } from "#common/route-table.ts";

/**
 * The headers of a page that is one person's (it names them, or carries a key of theirs):
 * kept by no cache, shared or the browser's, out of search indexes, and in a window group of its
 * own, so no other site's window holds a handle on it (COOP). The inbox's gate (server/admin)
 * sends the same. Public pages, the same for everyone, go without COOP: it makes the browser
 * start a new renderer process for the page (docs/performance.md, "COOP").
 */
export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

/** The visitor pages' paths up to their key: "/it-training/book/", "/it-training/booking/". */
const PREFIXES = visitorPages.map((p) => p.path.slice(0, p.path.indexOf(":")));

/**
 * In front of a visitor's own pages (common/route-table.ts) and everything under them: the
 * booking form and its posts, a booking with its invoice, /pay and /paid. Set here, for the
 * path, they hold for the document, React Router's `.data`, any method and any answer (a 404
 * too), whichever handler answers. The path is read as React Router matches it.
 */
export const privateVisitorPages: RequestHandler = (req, res, next) => {
  const path = routePath(req.path);
  if (!PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
  res.set(PRIVATE_HEADERS);
  // React Router answers a resource route's `.data` with the loader's own file: the invoice
  // would have a second address, which nothing links to.
  if (req.path.endsWith(".data") && path.endsWith("/invoice.pdf")) {
    return void res.status(404).type("text/plain").send("Not found.");
  }
  next();
};
