import type { RequestHandler } from "express";
import { asksForPreview } from "#server/content/preview.ts";

/**
 * A page or `.data` asked with `?preview` shows a signed-in editor the unpublished draft and
 * anyone else the live content: the same URL answers differently by cookie. So no shared cache
 * may keep it (nor the browser's, past this answer), for anyone, signed in or not. Every other
 * public page is the same for everyone and keeps its own caching; the inbox's pages, the only
 * others that depend on who is signed in, are `no-store` from its gate (server/admin).
 */
export const privatePreviews: RequestHandler = (req, res, next) => {
  if (asksForPreview(req)) {
    res.set("Cache-Control", "private, no-store");
    res.vary("Cookie");
  }
  next();
};
