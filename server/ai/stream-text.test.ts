import { describe, expect, it } from "vitest";
import { streamText } from "./stream-text";

async function collect(text: string, signal = new AbortController().signal) {
  const chunks: string[] = [];
  for await (const c of streamText(text, signal, { delayMs: 0, wordsPerChunk: 2 })) chunks.push(c);
  return chunks;
}

describe("streamText", () => {
  it("splits into chunks of whole words that join back to the exact text", async () => {
    const text = "A **bold** claim,\n\n| a | b |\n  indented  end ";
    const chunks = await collect(text);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toBe(text);
  });

  it("stops when the client goes away", async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    await expect(async () => {
      for await (const c of streamText("one two three four five six", controller.signal, {
        delayMs: 1,
        wordsPerChunk: 1,
      })) {
        seen.push(c);
        if (seen.length === 2) controller.abort();
      }
    }).rejects.toThrow();
    expect(seen).toHaveLength(2);
  });
});
