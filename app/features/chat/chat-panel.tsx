import { AlertTriangle, Bot, ExternalLink, SendHorizontal, ShieldCheck, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { Dialog } from "radix-ui";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useContact } from "#app/components/site/use-site-config.ts";
import { brand, whatsappLink } from "#app/content/brand.ts";
import { MarkdownAnswer } from "#app/features/ai/markdown-answer.tsx";
import { cn } from "#app/lib/utils.ts";
import {
  ENQUIRY_TEXT,
  inputEnabled,
  texts,
  type ChatLink,
  type ChatMessage,
  type ChatSource,
  type ChatState,
} from "./chat-flow";
import { useChat } from "./use-chat";

export type ChatPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chat button, which gets focus back on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The chat dialog: a non-modal panel at the bottom right (the page stays usable), 360 px wide
 * (the screen width less margins on phones) and 75vh high, at most 600 px. Its content is
 * mounted only while open, so closing resets the conversation.
 */
export function ChatPanel({ open, onOpenChange, returnFocusTo }: ChatPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          // Only the close button or Escape closes it: a stray click must not wipe the conversation.
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const content = event.currentTarget as HTMLElement;
            content.querySelector<HTMLElement>("[data-chat-choice]")?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed bottom-4 right-4 z-[60] flex h-[min(75vh,600px)] w-[min(360px,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl outline-none"
        >
          <div className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
            <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Bot className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-base font-semibold leading-tight">
                {brand.productName} assistant
              </Dialog.Title>
              <p className="text-xs text-brand-100">Courses, batches and services</p>
            </div>
            <Dialog.Close
              aria-label="Close chat"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Conversation />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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

function Conversation() {
  const { state, choose, send, retry, clearError } = useChat();
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
            {state.messages.at(-1)?.actions?.map((action) => (
              <button
                key={action.value}
                type="button"
                data-chat-choice
                onClick={() => choose(action.value)}
                className="rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
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

/** Shown above the conversation when the assistant could not be started. */
function UnavailableBanner({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <div className="flex gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{texts.unavailableTitle}</p>
        <p className="text-xs leading-relaxed">
          {texts.unavailableHelp} <MessageLink link={{ label: "Contact page", href: "/contact" }} />
          {" · "}
          <MessageLink link={{ label: "WhatsApp", whatsapp: ENQUIRY_TEXT }} />
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={onRetry}
        disabled={busy}
        className="shrink-0 self-center bg-white"
      >
        Try again
      </Button>
    </div>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const { email } = useContact();
  const fromBot = message.sender === "bot";
  if (message.turn === "model") return <AnswerBubble message={message} />;
  if (message.notice) {
    return (
      <div className="flex gap-2 rounded-xl border border-brand-200 bg-white p-3 text-xs leading-relaxed text-slate-700">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <p>
          {texts.privacyNotice(email)}
          {message.links?.map((link) => (
            <span key={link.label}>
              {" "}
              <MessageLink link={link} />
            </span>
          ))}
        </p>
      </div>
    );
  }
  return (
    <div className={cn("flex flex-col gap-1.5", fromBot ? "items-start" : "items-end")}>
      <p
        className={cn(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed",
          fromBot ? "rounded-bl-sm bg-white text-ink shadow-sm" : "rounded-br-sm bg-brand-700 text-white",
          message.failed && "border border-red-200 bg-red-50 text-red-800",
        )}
      >
        <span className="sr-only">{fromBot ? "Assistant: " : "You: "}</span>
        {message.text}
      </p>
      {message.links && (
        <div className="flex flex-wrap gap-2">
          {message.links.map((link) => (
            <MessageLink key={link.label} link={link} pill />
          ))}
        </div>
      )}
    </div>
  );
}

function MessageLink({ link, pill = false }: { link: ChatLink; pill?: boolean }) {
  const { whatsappNumber } = useContact();
  const external = "whatsapp" in link;
  return (
    <AppLink
      href={external ? whatsappLink(link.whatsapp, whatsappNumber) : link.href}
      className={cn(
        "font-semibold text-brand-800 underline-offset-2 hover:underline",
        pill &&
          "rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm no-underline hover:bg-brand-50",
        !pill && "underline",
      )}
    >
      {link.label}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </AppLink>
  );
}

/** The assistant's answer: Markdown with a cursor while it streams, then its sources and any note. */
function AnswerBubble({ message }: { message: ChatMessage }) {
  const sources = message.sources?.filter((source) => /^(\/|https?:\/\/)/i.test(source.uri)) ?? [];
  return (
    <article className="flex flex-col items-start gap-1.5">
      <div
        className={cn(
          "max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3.5 py-2 text-sm text-ink shadow-sm",
          message.failed && "border border-red-200",
        )}
      >
        <span className="sr-only">Assistant: </span>
        <MarkdownAnswer text={message.text} streaming={message.streaming} className="space-y-2" />
        {sources.length > 0 && (
          <div className="mt-2 border-t border-slate-200 pt-2">
            <p className="text-xs font-semibold text-slate-600">Sources</p>
            <ul className="mt-1 space-y-1 text-xs">
              {sources.map((source) => (
                <li key={source.uri}>
                  <SourceLink source={source} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {message.aiNotice && <p className="max-w-[85%] pl-1 text-xs text-slate-600">{message.aiNotice}</p>}
    </article>
  );
}

function SourceLink({ source }: { source: ChatSource }) {
  const external = /^https?:\/\//i.test(source.uri);
  return (
    <AppLink
      href={source.uri}
      className="inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2"
    >
      {source.title}
      {external && (
        <>
          <ExternalLink className="h-3 w-3" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      )}
    </AppLink>
  );
}
