import { log as logger } from "#server/log.ts";
import type { DailyBudget } from "./budget";
import { BudgetSpentError, classifyAiError, type AiFailureKind } from "./gemini/errors";
import type { AiChunk, AiProvider, DailyImage } from "./types";

/** Shown quietly under an answer the embedded engine gave instead of the outside model. */
export const FALLBACK_NOTICE = "Answered by our built-in assistant while the AI service is unavailable.";

export type FallbackImage = DailyImage & { fallback?: AiFailureKind };

export type FallbackProvider = Omit<AiProvider, "dailyImage"> & {
  dailyImage(date: string, signal: AbortSignal): Promise<FallbackImage>;
};

type Options = { budget: Pick<DailyBudget, "take">; log?: (message: string) => void };

/**
 * The outside model first; when it fails before answering, is rate-limited, or the day's
 * budget is spent, the embedded engine answers and says so quietly. A stream that breaks
 * after text was sent is not restarted: the error reaches the visitor with the partial text.
 * A budget that cannot be read counts as spent.
 */
export function withFallback(
  primary: AiProvider,
  fallback: AiProvider,
  { budget, log = (m) => logger.warn(m) }: Options,
): FallbackProvider {
  const fail = (feature: string, error: unknown): AiFailureKind => {
    const kind = classifyAiError(error);
    log(
      `AI ${feature}: ${primary.name} failed (${kind}), the ${fallback.name} engine answers. ${String((error as Error)?.message ?? error).slice(0, 200)}`,
    );
    return kind;
  };

  function stream<A extends unknown[]>(
    feature: string,
    call: (p: AiProvider, ...args: A) => AsyncIterable<AiChunk>,
  ) {
    return async function* (...args: A): AsyncIterable<AiChunk> {
      const signal = args.at(-1) as AbortSignal;
      let started = false;
      try {
        if (!(await budget.take())) throw new BudgetSpentError();
        for await (const chunk of call(primary, ...args)) {
          started = true;
          yield chunk;
        }
        return;
      } catch (error) {
        if (started || signal.aborted) throw error;
        fail(feature, error);
      }
      yield { notice: FALLBACK_NOTICE };
      yield* call(fallback, ...args);
    };
  }

  async function once<T>(
    feature: string,
    signal: AbortSignal,
    call: (p: AiProvider) => Promise<T>,
    onFallback: (value: T, kind: AiFailureKind) => T,
  ) {
    try {
      if (!(await budget.take())) throw new BudgetSpentError();
      return await call(primary);
    } catch (error) {
      if (signal.aborted) throw error;
      return onFallback(await call(fallback), fail(feature, error));
    }
  }

  return {
    name: primary.name,
    chat: stream("chat", (p, turns: Parameters<AiProvider["chat"]>[0], signal: AbortSignal) =>
      p.chat(turns, signal),
    ),
    analyzeLog: stream("log analysis", (p, log: string, signal: AbortSignal) => p.analyzeLog(log, signal)),
    answerFromPolicy: stream("document Q&A", (p, q: string, signal: AbortSignal) =>
      p.answerFromPolicy(q, signal),
    ),
    generatePost: stream(
      "content",
      (p, input: Parameters<AiProvider["generatePost"]>[0], signal: AbortSignal) =>
        p.generatePost(input, signal),
    ),
    recommend: (level, signal) =>
      once(
        "recommendation",
        signal,
        (p) => p.recommend(level, signal),
        (r) => ({ ...r, notice: FALLBACK_NOTICE }),
      ),
    dailyImage: (date, signal) =>
      once<FallbackImage>(
        "daily image",
        signal,
        (p) => p.dailyImage(date, signal),
        (img, kind) => ({ ...img, fallback: kind }),
      ),
  };
}
