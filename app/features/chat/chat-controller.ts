import {
  chatReducer,
  completedLead,
  initialChatState,
  replyDelay,
  type ChatEvent,
  type ChatLead,
  type ChatState,
} from "./chat-flow";

export type ChatControllerOptions = {
  /** Sends a completed lead; a rejection is only logged (the visitor is not told). */
  sendLead: (lead: ChatLead) => Promise<void>;
  newId?: () => string;
  now?: () => number;
};

/** A random id; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Runs the chat flow: applies events to the reducer, schedules the bot's delayed replies and
 * sends the lead when the last answer is in. Closing cancels any pending reply.
 */
export function createChatController({ sendLead, newId = randomId, now = Date.now }: ChatControllerOptions) {
  let state: ChatState = initialChatState;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  function apply(event: ChatEvent) {
    const next = chatReducer(state, event);
    if (next === state) return false;
    state = next;
    for (const listener of listeners) listener();
    return true;
  }

  function scheduleReply() {
    const delay = replyDelay(state);
    timer = setTimeout(() => {
      timer = null;
      apply({ type: "reply", ids: [newId(), newId()], now: now() });
    }, delay);
  }

  function afterVisitorMessage() {
    const step = state.step;
    scheduleReply();
    if (step === "awaiting_phone") {
      const lead = completedLead(state);
      if (lead) {
        sendLead(lead).catch((error: unknown) => {
          console.error("The chat lead could not be sent.", error);
        });
      }
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    open() {
      apply({ type: "open", id: newId(), now: now(), sessionId: newId() });
    },
    choose(value: string) {
      if (apply({ type: "choose", value, id: newId(), now: now() })) afterVisitorMessage();
    },
    /** Returns whether the text was taken (empty text and text sent while busy are not). */
    send(text: string) {
      const taken = apply({ type: "send", text, id: newId(), now: now() });
      if (taken) afterVisitorMessage();
      return taken;
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      apply({ type: "close" });
    },
  };
}

export type ChatController = ReturnType<typeof createChatController>;
