import { seedLiveContent, type GetLiveContent } from "#app/content/live/live-content.ts";
import type { Db } from "#server/db/index.ts";
import type { Env } from "#server/env.ts";
import { aiApi } from "#server/http/api-ai.ts";
import { databaseLimiter } from "#server/http/rate-limit.ts";
import { log } from "#server/log.ts";
import { dailyBudget } from "./budget";
import { dailyImageCache, type DailyImageCache } from "./daily-image-cache";
import { siteAnswers, type SiteAnswers } from "./engine/site-answers";
import { withFallback, type FallbackProvider } from "./fallback-provider";
import { geminiProvider } from "./gemini/gemini-provider";
import { localProvider } from "./local-provider";

const IMAGE_TIMEOUT_MS = 60_000;

/** The embedded engine by default; Gemini when a key is set, with the engine as its fallback. */
export function createAiProvider(env: Env, db: Db, answers: SiteAnswers = siteAnswers()): FallbackProvider {
  const local = localProvider({ answers });
  if (!env.GEMINI_API_KEY) return local;
  const gemini = geminiProvider({
    apiKey: env.GEMINI_API_KEY,
    model: env.GEMINI_MODEL,
    imageModel: env.GEMINI_IMAGE_MODEL,
    baseUrl: env.GEMINI_BASE_URL,
  });
  return withFallback(gemini, local, { budget: dailyBudget(db, env.AI_DAILY_BUDGET) });
}

/** The day's image, made by the provider once for every instance on the database. */
export function dailyImages(db: Db, provider: FallbackProvider): DailyImageCache {
  const engine = localProvider();
  return dailyImageCache({
    db,
    generate: (date) => provider.dailyImage(date, AbortSignal.timeout(IMAGE_TIMEOUT_MS)),
    standIn: (date) => engine.dailyImage(date, AbortSignal.timeout(IMAGE_TIMEOUT_MS)),
  });
}

export type AiOptions = {
  /** The published content the embedded engine answers from (fees, batches, FAQs, contact details); the seed by default. */
  content?: GetLiveContent;
};

/** The AI API, with its per-client limit, budget and daily image kept in the database. */
export function startAi(
  env: Env,
  db: Db,
  { content = seedLiveContent(env.WHATSAPP_NUMBER) }: AiOptions = {},
) {
  const answers = siteAnswers(content);
  const provider = createAiProvider(env, db, answers);
  // Built now, so the first visitor's question doesn't wait for it.
  answers.warm();
  log.info(
    `AI features answered by the ${provider.name === "gemini" ? "Gemini provider (embedded engine as fallback)" : "embedded engine"}.`,
  );
  const limiter = databaseLimiter(db, { table: "rl_ai", limit: env.RATE_LIMIT_AI_PER_MIN, windowMs: 60_000 });
  return { apis: [aiApi({ provider, limiter, images: dailyImages(db, provider) })] };
}
