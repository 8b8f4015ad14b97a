import { setTimeout as sleep } from "node:timers/promises";

export type StreamTextOptions = {
  /** Pause between chunks, so answers arrive the way a model's do. */
  delayMs?: number;
  /** Words per chunk. */
  wordsPerChunk?: number;
};

/**
 * Yields `text` in small chunks of whole words (whitespace kept, so the chunks join back to
 * the exact text). Stops as soon as `signal` aborts.
 */
export async function* streamText(
  text: string,
  signal: AbortSignal,
  { delayMs = 12, wordsPerChunk = 4 }: StreamTextOptions = {},
) {
  const tokens = text.match(/\s*\S+\s*/g) ?? [text];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) {
    signal.throwIfAborted();
    if (i > 0 && delayMs > 0) await sleep(delayMs, undefined, { signal });
    yield tokens.slice(i, i + wordsPerChunk).join("");
  }
}
