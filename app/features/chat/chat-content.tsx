import { Bot, SendHorizontal, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type Ref } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/content/brand.ts";
import { chatReducer, initialChatState, inputEnabled, type ChatState } from "./chat-flow";
import { CHAT_PANEL_ID, CHAT_TITLE_ID } from "./chat-ids";
import { MessageBubble, UnavailableBanner } from "./chat-messages";

/** What the conversation shows and what the visitor can do in it (use-chat.ts). */
export type Chat = {
  state: ChatState;
  choose: (value: string) => void;
  /** Returns whether the text was taken. */
  send: (text: string) => boolean;
  retry: () => void;
  clearError: () => void;
};

/**
 * The chat panel's content: the header with its close button, then the conversation. The
 * server renders it with the greeting (ChatShell) inside the panel's popover, so the chat
 * button opens it before any script runs; the live panel (chat-panel.tsx) renders the same
 * markup in its place. A close button hides the popover natively, before and after.
 */
export function ChatContent({
  chat,
  shell = false,
  ref,
}: {
  chat: Chat;
  shell?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
        <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Bot className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={CHAT_TITLE_ID} className="text-base font-semibold leading-tight">
            {brand.productName} assistant
          </h2>
          <p className="text-xs text-brand-100">Courses, batches and services</p>
        </div>
        <button
          type="button"
          popoverTarget={CHAT_PANEL_ID}
          popoverTargetAction="hide"
          aria-label="Close chat"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <Conversation chat={chat} shell={shell} />
    </div>
  );
}

const greeting = chatReducer(initialChatState, { type: "open", id: "greeting", now: 0, sessionId: "" });
const ignore = () => {};

/**
 * The panel as the server renders it: the greeting and its choices. Before the chat is live a
 * tap on a choice is kept (app/lib/early-events.ts) and marks it `data-tapped`, drawn as
 * chosen until the live chat replays it.
 */
export function ChatShell() {
  return (
    <ChatContent
      chat={{ state: greeting, choose: ignore, send: () => false, retry: ignore, clearError: ignore }}
      shell
    />
  );
}

const placeholders: Partial<Record<ChatState["step"], string>> = {
  awaiting_service_choice: "Choose an option above",
  awaiting_name: "Type your name...",
  awaiting_email: "Type your email...",
  awaiting_phone: "Type your phone number...",
};

/** The scripted lead answers are short; questions for the assistant are checked against its limit instead. */
const LEAD_ANSWER_MAX = 200;
const ERROR_ID = "chat-input-error";

function Conversation({ chat, shell }: { chat: Chat; shell: boolean }) {
  const { state, choose, send, retry, clearError } = chat;
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const enabled = inputEnabled(state);
  const choosing = state.step === "awaiting_service_choice" && !state.busy;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages, state.busy]);

  // The input is disabled while the bot answers; give focus back when it may be used again.
  useEffect(() => {
    const input = inputRef.current;
    if (!enabled || !input) return;
    const active = document.activeElement;
    if (!active || active === document.body || input.closest("[role=dialog]")?.contains(active))
      input.focus();
  }, [enabled]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send(draft)) setDraft("");
  }

  const asking = state.step === "conversational" || state.step === "completed";

  return (
    <>
      {state.assistant === "unavailable" && <UnavailableBanner onRetry={retry} busy={state.busy} />}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        // While an answer streams, screen readers wait and then read the finished reply once.
        aria-busy={state.streaming !== null}
        aria-label="Conversation"
        className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4"
      >
        {state.messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {choosing && (
          <div className="flex flex-wrap gap-2 pl-1">
            {state.messages.at(-1)?.actions?.map((action, i) => (
              <button
                key={action.value}
                type="button"
                data-chat-choice
                // Opened before the page is live, the popover moves focus here by itself.
                autoFocus={shell && i === 0}
                onClick={() => choose(action.value)}
                className="rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-tapped:bg-brand-700 data-tapped:text-white"
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <div role="status" aria-live="polite" className="min-h-6 bg-slate-50 px-4 pb-1 text-xs text-slate-600">
        {state.busy && (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-flex gap-0.5">
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="h-1.5 w-1.5 rounded-full bg-slate-500 motion-safe:animate-bounce"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
            The assistant is typing…
          </span>
        )}
      </div>
      <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3">
        {state.error && (
          <p id={ERROR_ID} className="mb-2 text-sm font-medium text-red-700">
            {state.error}
          </p>
        )}
        <div className="flex items-center gap-2">
          <input
            ref={inputRef}
            type="text"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              clearError();
            }}
            disabled={!enabled}
            aria-label="Your message"
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? ERROR_ID : undefined}
            placeholder={placeholders[state.step] ?? "Type your question..."}
            autoComplete="off"
            maxLength={asking ? undefined : LEAD_ANSWER_MAX}
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-700"
          />
          <Button type="submit" size="icon" disabled={!enabled} aria-label="Send message">
            <SendHorizontal className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
      </form>
    </>
  );
}
