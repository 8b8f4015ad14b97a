import { dailyArt } from "./engine/daily-art";
import { analyzeLog } from "./engine/log-analyzer";
import { answerFromPolicy } from "./engine/policy-qa";
import { recommendCourse } from "./engine/recommender";
import { siteAnswers, type SiteAnswers } from "./engine/site-answers";
import { generatePost } from "./engine/social-post";
import { streamText, type StreamTextOptions } from "./stream-text";
import type { AiChunk, AiProvider } from "./types";

export type LocalProviderOptions = StreamTextOptions & {
  /** The chat's answers from the live content; the seed's by default. */
  answers?: SiteAnswers;
};

/**
 * The embedded engine: our own code, no network, deterministic. It streams its answers in
 * small chunks like a model, so the browser treats both providers alike.
 */
export function localProvider({
  answers = siteAnswers(),
  ...options
}: LocalProviderOptions = {}): AiProvider {
  async function* stream(text: string, signal: AbortSignal): AsyncIterable<AiChunk> {
    for await (const chunk of streamText(text, signal, options)) yield { text: chunk };
  }
  return {
    name: "local",
    async *chat(turns, signal) {
      const answer = answers.answer(turns);
      yield* stream(answer.text, signal);
      if (answer.sources.length > 0) yield { sources: answer.sources };
    },
    analyzeLog: (log, signal) => stream(analyzeLog(log), signal),
    answerFromPolicy: (question, signal) => stream(answerFromPolicy(question), signal),
    generatePost: (input, signal) => stream(generatePost(input), signal),
    recommend: async (level) => recommendCourse(level),
    dailyImage: async (date) => {
      const art = dailyArt(date);
      return { mimeType: "image/svg+xml", data: Buffer.from(art.svg), prompt: art.prompt };
    },
  };
}
