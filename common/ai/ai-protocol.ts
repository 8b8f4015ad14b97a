/**
 * What the AI API sends. Streams are Server-Sent Events:
 *   event: text     data: {"text": "..."}          append to the answer
 *   event: sources  data: {"sources": [{uri, title}]}
 *   event: notice   data: {"notice": "..."}         a quiet note (the built-in engine answered)
 *   event: error    data: {"error": "..."}          the stream failed; partial text stays
 *   event: done     data: {}
 * Errors before a stream starts are JSON `{ error, retryAfterSeconds? }` with a 4xx/5xx status.
 */

export type AiSource = { uri: string; title: string };

export type AiStreamEvent =
  | { type: "text"; text: string }
  | { type: "sources"; sources: AiSource[] }
  | { type: "notice"; notice: string }
  | { type: "error"; error: string }
  | { type: "done" };

/** One event as it goes on the wire. */
export function sseEvent({ type, ...data }: AiStreamEvent): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export type AiErrorBody = { error: string; retryAfterSeconds?: number };

export type RecommendationBody = { course: string; reason: string; href?: string; notice?: string };

/** Why the daily image is the fallback concept (header X-Ai-Fallback). */
export type DailyImageFailure = "quota" | "invalid-key" | "network" | "other";

export const aiRoutes = {
  status: "/api/ai/status",
  chat: "/api/ai/chat",
  logAnalysis: "/api/ai/log-analysis",
  documentQa: "/api/ai/document-qa",
  content: "/api/ai/content",
  recommendation: "/api/ai/recommendation",
  dailyImage: (date: string) => `/api/ai/daily-image/${date}`,
} as const;

export const aiErrors = {
  rateLimited: (seconds: number) =>
    `You're sending requests faster than we can answer. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  unavailable: "The AI service is unavailable right now. Please try again in a few minutes.",
  interrupted: "The answer was interrupted. Please try again.",
} as const;
