import {
  CHOICE_REPLY_DELAY_MS,
  REPLY_DELAY_MS,
  chatReducer,
  completedLead,
  conversationTurns,
  initialChatState,
  replyDelay,
  texts,
  type AnswerUpdate,
  type ChatEvent,
  type ChatLead,
  type ChatState,
} from "./chat-flow";

export type ChatTurn = { role: "user" | "model"; text: string };

/** What the assistant streams; the caller's `onUpdate` gets text, sources and notices. */
export type AskAssistant = (
  turns: ChatTurn[],
  onUpdate: (update: Exclude<AnswerUpdate, { type: "done" | "failed" }>) => void,
  signal: AbortSignal,
) => Promise<void>;

export type ChatControllerOptions = {
  /**
   * Hands a completed lead over for delivery (lead-outbox.ts keeps it and retries until the
   * server acknowledges it). The visitor is never told of a failure; a rejection is only logged.
   */
  sendLead: (lead: ChatLead) => Promise<void>;
  /** Starts the assistant's session: resolves whether it is available. */
  startSession: (signal: AbortSignal) => Promise<boolean>;
  /** Streams the answer to the last question; rejects when it fails. */
  askAssistant: AskAssistant;
  /** The visitor-facing text for a failed answer (the server's "please wait" when rate limited). */
  failureMessage?: (error: unknown) => string;
  newId?: () => string;
  now?: () => number;
};

/** A random id; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Runs the chat flow: applies events to the reducer, schedules the bot's delayed replies,
 * sends the lead when the last answer is in, and talks to the assistant in the conversational
 * mode. Closing cancels any pending reply and aborts the session check or answer in flight.
 */
export function createChatController({
  sendLead,
  startSession,
  askAssistant,
  failureMessage = () => texts.answerFailed,
  newId = randomId,
  now = Date.now,
}: ChatControllerOptions) {
  let state: ChatState = initialChatState;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Aborts the assistant work in flight (session check or answer) when the chat closes. */
  let work = new AbortController();
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

  /** After whatever the visitor did: the next scripted reply, the lead, or the assistant. */
  function afterVisitorMessage(step: ChatState["step"]) {
    if (state.streaming) return void answer(state.streaming);
    if (state.assistant === "starting")
      return startAssistant(step === "awaiting_service_choice" ? CHOICE_REPLY_DELAY_MS : REPLY_DELAY_MS);
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

  /** Checks the assistant is there; the bot answers no sooner than `minDelay` ms. */
  function startAssistant(minDelay: number) {
    const { signal } = work;
    const available = startSession(signal).catch((error: unknown) => {
      if (!signal.aborted) console.error("The AI chat could not start.", error);
      return false;
    });
    timer = setTimeout(() => {
      timer = null;
      void available.then((ok) => {
        if (signal.aborted) return;
        apply({ type: "session", ok, id: newId(), now: now() });
        if (state.streaming) void answer(state.streaming);
      });
    }, minDelay);
  }

  async function answer(id: string) {
    const { signal } = work;
    const turns = conversationTurns(state.messages);
    try {
      await askAssistant(turns, (update) => apply({ type: "answer", id, update }), signal);
      if (!signal.aborted) apply({ type: "answer", id, update: { type: "done" } });
    } catch (error) {
      if (signal.aborted) return;
      console.error("The AI chat answer failed.", error);
      apply({
        type: "answer",
        id,
        update: { type: "failed", error: failureMessage(error), id: newId(), now: now() },
      });
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
      const step = state.step;
      if (apply({ type: "choose", value, id: newId(), now: now() })) afterVisitorMessage(step);
    },
    /** Returns whether the text was taken (empty, too long, or sent while busy, it is not). */
    send(text: string) {
      const step = state.step;
      const count = state.messages.length;
      apply({ type: "send", text, id: newId(), now: now() });
      const taken = state.messages.length > count;
      if (taken) afterVisitorMessage(step);
      return taken;
    },
    /** Tries to start the assistant again after it failed to start. */
    retry() {
      if (apply({ type: "retrySession" })) startAssistant(0);
    },
    clearError() {
      apply({ type: "clearError" });
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      work.abort();
      work = new AbortController();
      apply({ type: "close" });
    },
  };
}

export type ChatController = ReturnType<typeof createChatController>;
