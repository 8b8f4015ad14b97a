import { describe, expect, it, vi } from "vitest";
import { AiRequestError } from "#app/features/ai/ai-client.ts";
import { answerFailureMessage, startAssistantSession } from "./assistant-api";
import { texts } from "./chat-flow";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the assistant's session and failures", () => {
  it("is started when our AI API says it is available", async () => {
    const fetchImpl = vi.fn().mockResolvedValue(json(200, { available: true, provider: "local" }));
    await expect(startAssistantSession(new AbortController().signal, fetchImpl)).resolves.toBe(true);
    expect(fetchImpl.mock.calls[0][0]).toBe("/api/ai/status");
  });

  it("is not started when the API says unavailable, and fails on an error status", async () => {
    const signal = new AbortController().signal;
    await expect(
      startAssistantSession(signal, vi.fn().mockResolvedValue(json(200, { available: false }))),
    ).resolves.toBe(false);
    await expect(
      startAssistantSession(signal, vi.fn().mockResolvedValue(json(503, { error: "down" }))),
    ).rejects.toThrow("503");
  });

  it("a rate-limited answer shows the server's please-wait message, anything else the spec's text", () => {
    const wait = "You're sending requests faster than we can answer. Please wait 20 seconds and try again.";
    expect(answerFailureMessage(new AiRequestError(wait, 429, 20))).toBe(wait);
    expect(answerFailureMessage(new AiRequestError("Bad", 400))).toBe(texts.answerFailed);
    expect(answerFailureMessage(new TypeError("Failed to fetch"))).toBe(
      "Sorry, I encountered an error. Please try again.",
    );
  });
});
