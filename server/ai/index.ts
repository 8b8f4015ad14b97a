import type { Env } from "../env";
import { aiApi } from "../http/api-ai";
import { memoryLimiter } from "../http/rate-limit";
import { dailyBudget } from "./budget";
import { siteIndex } from "./engine/site-answers";
import { withFallback, type FallbackProvider } from "./fallback-provider";
import { geminiProvider } from "./gemini/gemini-provider";
import { localProvider } from "./local-provider";

/** The embedded engine by default; Gemini when a key is set, with the engine as its fallback. */
export function createAiProvider(env: Env): FallbackProvider {
  const local = localProvider();
  if (!env.GEMINI_API_KEY) return local;
  const gemini = geminiProvider({
    apiKey: env.GEMINI_API_KEY,
    model: env.GEMINI_MODEL,
    imageModel: env.GEMINI_IMAGE_MODEL,
    baseUrl: env.GEMINI_BASE_URL,
  });
  return withFallback(gemini, local, { budget: dailyBudget(env.AI_DAILY_BUDGET) });
}

/** The AI API, with its own per-client limit. */
export function startAi(env: Env) {
  const provider = createAiProvider(env);
  // Built now, so the first visitor's question doesn't wait for it.
  siteIndex();
  console.log(`AI features answered by the ${provider.name === "gemini" ? "Gemini provider (embedded engine as fallback)" : "embedded engine"}.`);
  const limiter = memoryLimiter({ limit: env.RATE_LIMIT_AI_PER_MIN, windowMs: 60_000 });
  return { apis: [aiApi({ provider, limiter })] };
}
