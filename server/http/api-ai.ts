import express, { Router, type Request, type Response } from "express";
import type { z } from "zod";
import {
  chatRequest,
  contentRequest,
  documentQaRequest,
  firstError,
  logAnalysisRequest,
  recommendationRequest,
} from "#common/ai/ai-requests.ts";
import { aiErrors, aiRoutes, sseEvent, type AiStreamEvent } from "#common/ai/ai-protocol.ts";
import { chunkEvent } from "#server/ai/chunk-event.ts";
import type { DailyImageCache } from "#server/ai/daily-image-cache.ts";
import type { FallbackProvider } from "#server/ai/fallback-provider.ts";
import type { AiChunk } from "#server/ai/types.ts";
import { errorText, log } from "#server/log.ts";
import { jsonBodyErrors, refuseAfterBody } from "./json-body-errors";
import { clientKey, type RateLimiter } from "./rate-limit";

/** A 20 KB log is the largest body; JSON escaping can double it. */
const AI_BODY_LIMIT = "48kb";

export type AiApiOptions = {
  provider: FallbackProvider;
  limiter: RateLimiter;
  /** The day's image, made once for every instance (server/ai/daily-image-cache.ts). */
  images: DailyImageCache;
  now?: () => Date;
};

/**
 * The AI features' API: chat, log analysis, document Q&A and content stream as Server-Sent
 * Events; the recommendation is JSON; the daily image is an image. Every request is rate
 * limited per client and refused when the limit cannot be checked (fail closed). Bad input is
 * a 4xx with a clear JSON message, and a client that goes away stops the work.
 */
export function aiApi({ provider, limiter, images, now = () => new Date() }: AiApiOptions): Router {
  const router = Router();
  const json = express.json({ limit: AI_BODY_LIMIT, strict: true });

  /** Refuses the request when over the limit, or when the limit cannot be checked. */
  const withinLimit = async (req: Request, res: Response): Promise<boolean> => {
    try {
      const limit = await limiter.hit(clientKey(req));
      if (limit.allowed) return true;
      res.status(429).set("Retry-After", String(limit.retryAfterSeconds));
      res.json({
        error: aiErrors.rateLimited(limit.retryAfterSeconds),
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    } catch (error) {
      log.error({ error: errorText(error) }, "AI rate limit unavailable, refusing");
      res.status(503).json({ error: aiErrors.unavailable });
    }
    return false;
  };

  function post<S extends z.ZodType>(
    path: string,
    schema: S,
    handle: (body: z.infer<S>, signal: AbortSignal, res: Response) => Promise<void>,
  ) {
    router.post(path, json, async (req, res) => {
      res.set("Cache-Control", "no-store");
      if (!req.is("application/json")) {
        return refuseAfterBody(req, res, 415, { error: "Send the request as JSON." });
      }
      if (!(await withinLimit(req, res))) return;
      const parsed = schema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ error: firstError(parsed.error) });
        return;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      await handle(parsed.data, controller.signal, res);
    });
  }

  post(aiRoutes.chat, chatRequest, (body, signal, res) =>
    sendStream(res, provider.chat(body.messages, signal), signal),
  );
  post(aiRoutes.logAnalysis, logAnalysisRequest, (body, signal, res) =>
    sendStream(res, provider.analyzeLog(body.log, signal), signal),
  );
  post(aiRoutes.documentQa, documentQaRequest, (body, signal, res) =>
    sendStream(res, provider.answerFromPolicy(body.question, signal), signal),
  );
  post(aiRoutes.content, contentRequest, (body, signal, res) =>
    sendStream(res, provider.generatePost(body, signal), signal),
  );
  post(aiRoutes.recommendation, recommendationRequest, async (body, signal, res) => {
    try {
      res.json(await provider.recommend(body.level, signal));
    } catch (error) {
      if (signal.aborted) return;
      log.error({ error: errorText(error) }, "AI recommendation failed");
      res.status(502).json({ error: aiErrors.unavailable });
    }
  });

  router.get(aiRoutes.status, (_req, res) => {
    res.set("Cache-Control", "no-store").json({ available: true, provider: provider.name });
  });

  router.get(aiRoutes.dailyImage(":date"), async (req, res) => {
    const date = String(req.params.date);
    if (!isNearToday(date, now())) {
      res.status(400).json({ error: "Ask for today's image (YYYY-MM-DD)." });
      return;
    }
    if (!images.peek(date) && !(await withinLimit(req, res))) return;
    try {
      const image = await images.get(date);
      res.set({
        "Content-Type": image.mimeType,
        // A fallback is asked for again soon; the day's real image stays the same all day.
        "Cache-Control": image.fallback ? "public, max-age=600" : "public, max-age=86400",
        "X-Image-Prompt": encodeURIComponent(image.prompt),
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        ...(image.fallback ? { "X-Ai-Fallback": image.fallback } : {}),
      });
      res.send(image.data);
    } catch (error) {
      log.error({ date, error: errorText(error) }, "Daily image failed");
      res.status(502).json({ error: "The image could not be made.", kind: "other" });
    }
  });

  router.all("/api/ai/{*rest}", (_req, res) => {
    res.status(404).json({ error: "No such AI feature." });
  });
  router.use(
    "/api/ai",
    jsonBodyErrors({ tooLarge: "The request is too large.", unreadable: "The request could not be read." }),
  );
  return router;
}

/** Writes a provider's chunks as Server-Sent Events (protocol in ai-protocol.ts). */
async function sendStream(res: Response, chunks: AsyncIterable<AiChunk>, signal: AbortSignal) {
  // no-transform keeps the compression middleware from buffering the stream.
  res.status(200).set({
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    "X-Accel-Buffering": "no",
  });
  res.flushHeaders();
  const send = (event: AiStreamEvent) => res.write(sseEvent(event));
  try {
    for await (const chunk of chunks) send(chunkEvent(chunk));
    send({ type: "done" });
  } catch (error) {
    if (signal.aborted) return;
    log.error({ error: errorText(error) }, "AI stream failed");
    send({ type: "error", error: aiErrors.interrupted });
  } finally {
    res.end();
  }
}

/** A calendar date within a day of ours: visitors' time zones span about three dates. */
export function isNearToday(date: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const t = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date) return false;
  const today = Date.parse(now.toISOString().slice(0, 10) + "T00:00:00Z");
  return Math.abs(t - today) <= 86_400_000;
}
