import { aiFailureMessage, streamAi } from "#app/features/ai/ai-client.ts";
import { aiRoutes } from "#common/ai/ai-protocol.ts";
import type { AskAssistant } from "./chat-controller";
import { texts } from "./chat-flow";

/** The assistant's "session": our AI API answers and says it is available. */
export async function startAssistantSession(
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const response = await fetchImpl(aiRoutes.status, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`AI status ${response.status}`);
  const body = (await response.json()) as { available?: unknown };
  return body.available === true;
}

/** Streams the answer to the conversation's last question from our chat API. */
export const askAssistant: AskAssistant = (turns, onUpdate, signal) =>
  streamAi(
    aiRoutes.chat,
    { messages: turns },
    (event) => {
      if (event.type === "text" || event.type === "sources" || event.type === "notice") onUpdate(event);
    },
    signal,
  );

/** A rate-limited visitor gets the server's "please wait"; any other failure the spec's text. */
export const answerFailureMessage = (error: unknown) => aiFailureMessage(error, texts.answerFailed);
