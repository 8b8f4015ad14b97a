/** The contract every AI provider (the embedded engine, Gemini) fulfils, and the API streams. */
import { contentTones, experienceLevels } from "#common/ai/ai-requests.ts";

export { contentTones, experienceLevels };

/** A web page cited by an answer. */
export type AiSource = { uri: string; title: string };

/** One piece of a streamed answer: text to append, the sources, or a quiet notice (a fallback). */
export type AiChunk = { text: string } | { sources: AiSource[] } | { notice: string };

export type ChatTurn = { role: "user" | "model"; text: string };

export type ContentTone = (typeof contentTones)[number];
export type ExperienceLevel = (typeof experienceLevels)[number];

/** One of the four courses the recommender may name, with a one-paragraph reason. */
export type Recommendation = { course: string; reason: string; href?: string; notice?: string };

/** The day's concept image: raw bytes and the prompt (or description) it was made from. */
export type DailyImage = { mimeType: string; data: Buffer; prompt: string };

export interface AiProvider {
  readonly name: "local" | "gemini";
  chat(turns: ChatTurn[], signal: AbortSignal): AsyncIterable<AiChunk>;
  analyzeLog(log: string, signal: AbortSignal): AsyncIterable<AiChunk>;
  answerFromPolicy(question: string, signal: AbortSignal): AsyncIterable<AiChunk>;
  generatePost(input: { topic: string; tone: ContentTone }, signal: AbortSignal): AsyncIterable<AiChunk>;
  recommend(level: ExperienceLevel, signal: AbortSignal): Promise<Recommendation>;
  /** `date` is a calendar day, YYYY-MM-DD. */
  dailyImage(date: string, signal: AbortSignal): Promise<DailyImage>;
}
