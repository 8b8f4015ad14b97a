import { useEffect, useState, useSyncExternalStore } from "react";
import { answerFailureMessage, askAssistant, startAssistantSession } from "./assistant-api";
import { createChatController } from "./chat-controller";
import { initialChatState } from "./chat-flow";
import { leadOutbox } from "./lead-outbox";
import { ATTRIBUTION_FIELD } from "#common/attribution.ts";
import { currentAttribution } from "#app/features/attribution/capture.ts";

/**
 * The chat flow for a mounted conversation. It is open (the greeting) from its first render,
 * which draws what the server's panel showed, and resets on unmount: closing the panel (which
 * mounts a fresh conversation, chat-panel.tsx) clears messages, answers, the session, errors
 * and pending replies, and stops an answer that is still streaming.
 */
export function useChat() {
  const [controller] = useState(() => {
    const created = createChatController({
      // Kept in the browser until our server acknowledges it, with where the visitor came from.
      sendLead: (lead) => leadOutbox().deliver({ ...lead, [ATTRIBUTION_FIELD]: currentAttribution() }),
      startSession: (signal) => startAssistantSession(signal),
      askAssistant,
      failureMessage: answerFailureMessage,
    });
    created.open();
    return created;
  });
  const state = useSyncExternalStore(controller.subscribe, controller.getState, () => initialChatState);

  useEffect(() => {
    controller.open(); // again after a development remount (StrictMode) closed it
    return () => controller.close();
  }, [controller]);

  return {
    state,
    choose: controller.choose,
    send: controller.send,
    retry: controller.retry,
    clearError: controller.clearError,
  };
}
