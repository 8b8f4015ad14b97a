import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import type { GetLiveContent } from "#app/content/live/live-content.ts";
import type { Env } from "#server/env.ts";
import { healthRoutes, type HealthState } from "./health";
import { requestLog } from "./request-log";
import { limitPageBodies } from "./request-body";
import { privatePreviews } from "./private-previews";
import { privateVisitorPages } from "./private-pages";
import { dropDocumentOnlyHeaders, securityHeaders } from "./security";
import { robotsTxt, sitemapLastmod, sitemapXml } from "./seo-files";

export type AppOptions = {
  env: Env;
  /** The React Router request handler (production build, or Vite's in development). */
  pageHandler: RequestHandler;
  /** Mounted first, after the security headers: the build's hashed files (buildAssets). */
  assets?: RequestHandler;
  /** Mounted before the page handler: static files, prerendered pages, Vite in development. */
  before?: RequestHandler[];
  /** /healthz and /readyz for a load balancer. */
  health?: HealthState;
  /** The published content: the sitemap dates pages by its last publish. */
  content?: GetLiveContent;
};

/** The Express app around React Router: request log, health, security headers, compression, SEO files, pages. */
export function createApp({ env, pageHandler, assets, before = [], health, content }: AppOptions) {
  const app = express();
  const https = env.SITE_URL.startsWith("https://");
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // The build's files come first: a page asks for a dozen at once, and they need no log line.
  app.use(securityHeaders(https));
  if (assets) app.use(assets);
  app.use(requestLog(env.TRUST_PROXY));
  if (health) app.use(healthRoutes(health));
  app.use(compression());
  app.use(privatePreviews);
  app.use(privateVisitorPages);

  const startedOn = new Date().toISOString().slice(0, 10);
  app.get("/sitemap.xml", (_req, res) => {
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=3600")
      .send(sitemapXml(env.SITE_URL, sitemapLastmod(startedOn, content?.().publishedAt)));
  });
  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(robotsTxt(env.SITE_URL));
  });

  for (const handler of before) app.use(handler);
  // Reads a post's body before React Router sees it, so an oversized one is answered 413, not reset.
  app.all("/{*splat}", limitPageBodies(pageHandler));
  app.use(errorHandler);
  return app;
}

/** Bad requests (a malformed URL, an oversized body) get their 4xx and a short message; only real faults log. */
const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const status =
    Number((err as { status?: number }).status ?? (err as { statusCode?: number }).statusCode) || 500;
  if (status >= 500) req.log.error({ err: err as Error }, "Request failed");
  res
    .status(status)
    .type("text/plain")
    .send(status >= 500 ? "Something went wrong on our side. Please try again." : "Bad request.");
};

/**
 * Public files other than the build's (images, icons) are cached for a week. Only SVG files keep
 * the document headers. Text files go out as the `.br` or `.gz` written at build time
 * (scripts/compress-assets.ts), smaller than compressing on the fly; the compression
 * middleware leaves an encoded response alone.
 */
export function staticFiles(clientDir: string): RequestHandler[] {
  const publicFiles = expressStaticGzip(clientDir, {
    index: false,
    enableBrotli: true,
    orderPreference: ["br"],
    serveStatic: { maxAge: "7d", index: false, redirect: false, setHeaders: dropDocumentOnlyHeaders },
  });
  return [
    // Prerendered .html/.data files are served by their own handler or rendered afresh.
    (req, res, next) => (/\.(html|data)$/.test(req.path) ? next() : publicFiles(req, res, next)),
  ];
}
