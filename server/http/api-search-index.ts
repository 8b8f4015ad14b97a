import { createHash } from "node:crypto";
import { Router } from "express";
import { byVersion, type GetLiveContent } from "#app/content/live/live-content.ts";
import { buildSearchIndex } from "#app/content/search.ts";

export const SEARCH_INDEX_PATH = "/api/search-index";

/**
 * GET /api/search-index: the site search's entries for the live content, as JSON. Built once
 * per content version. The search fetches it each time it opens; the ETag (a hash of the
 * body, so a new release with new entries changes it too) turns an unchanged index into a 304,
 * and `no-cache` makes browsers and proxies ask again, so a publish shows at the next opening.
 */
export function searchIndexApi(getContent: GetLiveContent): Router {
  const current = byVersion(getContent, ({ content }) => {
    const body = JSON.stringify(buildSearchIndex(content));
    return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  });
  const router = Router();
  router.get(SEARCH_INDEX_PATH, (req, res) => {
    const { body, etag } = current();
    res.set({ "Cache-Control": "public, no-cache", ETag: etag });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type("application/json").send(body);
  });
  router.all(SEARCH_INDEX_PATH, (_req, res) => {
    res.status(405).set("Allow", "GET, HEAD").json({ ok: false, error: "Use GET to read the search index." });
  });
  return router;
}
