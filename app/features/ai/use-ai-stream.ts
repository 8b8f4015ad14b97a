import { useCallback, useEffect, useRef, useState } from "react";
import type { AiSource } from "#common/ai/ai-protocol.ts";

export type AiStreamState = {
  status: "idle" | "loading" | "result" | "error";
  text: string;
  sources: AiSource[];
  notice: string | null;
  error: string | null;
};

const idle: AiStreamState = { status: "idle", text: "", sources: [], notice: null, error: null };

/**
 * A streaming demo's state (SPEC §4): idle → loading → result or error. A new run clears the
 * last result and error; text is appended as it arrives and stays when the stream fails.
 * Failures are logged to the console, as the spec says.
 */
export function useAiStream(url: string, errorMessage: string) {
  const [state, setState] = useState<AiStreamState>(idle);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (body: unknown) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ ...idle, status: "loading" });
      try {
        // The client (and its event-stream parser) loads on first use, not with the page.
        const { streamAi } = await import("./ai-client");
        await streamAi(
          url,
          body,
          (event) =>
            setState((s) => {
              if (event.type === "text") return { ...s, text: s.text + event.text };
              if (event.type === "sources") return { ...s, sources: event.sources };
              if (event.type === "notice") return { ...s, notice: event.notice };
              return s;
            }),
          current.signal,
        );
        setState((s) => ({ ...s, status: "result" }));
      } catch (error) {
        if (current.signal.aborted) return;
        console.error(error);
        const message = await import("./ai-client").then(
          (m) => m.aiFailureMessage(error, errorMessage),
          () => errorMessage,
        );
        setState((s) => ({ ...s, status: "error", error: message }));
      }
    },
    [url, errorMessage],
  );

  const fail = useCallback((message: string) => setState({ ...idle, status: "error", error: message }), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    setState(idle);
  }, []);

  return { state, run, fail, reset };
}
