import { ApiError } from "@google/genai";

/** How an AI call failed, in the terms the visitor's messages use (SPEC §8, daily image). */
export type AiFailureKind = "quota" | "invalid-key" | "network" | "other";

/** Maps an error from the Gemini SDK (or our budget) to a failure kind. */
export function classifyAiError(error: unknown): AiFailureKind {
  if (error instanceof BudgetSpentError) return "quota";
  if (error instanceof ApiError) {
    if (error.status === 429 || /RESOURCE_EXHAUSTED/.test(error.message)) return "quota";
    if (
      /API_KEY_INVALID|API key not valid|PERMISSION_DENIED/.test(error.message) ||
      error.status === 401 ||
      error.status === 403
    ) {
      return "invalid-key";
    }
    return "other";
  }
  const text =
    String((error as { message?: string })?.message ?? error) +
    String((error as { cause?: unknown })?.cause ?? "");
  if (
    /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|socket|network|terminated|timed? ?out/i.test(
      text,
    )
  )
    return "network";
  return "other";
}

/** Thrown instead of calling Gemini once the day's call budget is spent. */
export class BudgetSpentError extends Error {
  constructor() {
    super("The daily AI call budget is spent.");
  }
}
