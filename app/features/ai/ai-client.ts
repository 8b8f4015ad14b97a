import { createParser } from "eventsource-parser";
import type { AiErrorBody, AiStreamEvent } from "#common/ai/ai-protocol.ts";

/** A request the server refused or could not answer; `message` is the server's, for rate limits. */
export class AiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  get rateLimited() {
    return this.status === 429;
  }
}

/** The stream broke after it started (the server's error event, or a dropped connection). */
export class AiStreamError extends Error {}

async function post(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream, application/json" },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as Partial<AiErrorBody>;
    throw new AiRequestError(
      payload.error ?? `Request failed (${response.status}).`,
      response.status,
      payload.retryAfterSeconds,
    );
  }
  return response;
}

/**
 * Posts to a streaming AI route and calls `onEvent` for each Server-Sent Event until `done`.
 * Throws AiRequestError when refused, AiStreamError when the stream breaks (text already
 * passed to `onEvent` stays with the caller), and the abort error when `signal` aborts.
 */
export async function streamAi(
  url: string,
  body: unknown,
  onEvent: (event: AiStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await post(url, body, signal);
  if (!response.body) throw new AiStreamError("No response body.");
  let finished = false;
  let failure: string | undefined;
  const parser = createParser({
    onEvent(message) {
      const event = { type: message.event, ...(JSON.parse(message.data) as object) } as AiStreamEvent;
      if (event.type === "done") finished = true;
      else if (event.type === "error") failure = event.error;
      else onEvent(event);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AiStreamError("The connection dropped.");
  }
  if (failure !== undefined) throw new AiStreamError(failure);
  if (!finished) throw new AiStreamError("The answer was cut short.");
}

/** Posts to a JSON AI route. */
export async function requestAi<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return (await (await post(url, body, signal)).json()) as T;
}

/** What to show for a failed request: the server's "please wait" for rate limits, else the feature's message. */
export function aiFailureMessage(error: unknown, fallback: string): string {
  return error instanceof AiRequestError && error.rateLimited ? error.message : fallback;
}
