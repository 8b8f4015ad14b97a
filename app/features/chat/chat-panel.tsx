import { Bot, SendHorizontal, ShieldCheck, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { Dialog } from "radix-ui";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { useSiteConfig } from "~/components/site/use-site-config";
import { brand, whatsappLink } from "~/content/brand";
import { cn } from "~/lib/utils";
import { inputEnabled, type ChatLink, type ChatMessage, type ChatState } from "./chat-flow";
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
              <Dialog.Title className="text-base font-semibold leading-tight">{brand.productName} assistant</Dialog.Title>
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

function Conversation() {
  const { state, choose, send } = useChat();
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const enabled = inputEnabled(state);
  const choosing = state.step === "awaiting_service_choice" && !state.busy;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.busy]);

  // The input is disabled while the bot answers; give focus back when it may be used again.
  useEffect(() => {
    const input = inputRef.current;
    if (!enabled || !input) return;
    const active = document.activeElement;
    if (!active || active === document.body || input.closest("[role=dialog]")?.contains(active)) input.focus();
  }, [enabled]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send(draft)) setDraft("");
  }

  return (
    <>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
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
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
        <input
          ref={inputRef}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={!enabled}
          aria-label="Your message"
          placeholder={placeholders[state.step] ?? "Type your question..."}
          autoComplete="off"
          maxLength={200}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100"
        />
        <Button type="submit" size="icon" disabled={!enabled} aria-label="Send message">
          <SendHorizontal className="h-5 w-5" aria-hidden="true" />
        </Button>
      </form>
    </>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const fromBot = message.sender === "bot";
  if (message.notice) {
    return (
      <div className="flex gap-2 rounded-xl border border-brand-200 bg-white p-3 text-xs leading-relaxed text-slate-700">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <p>
          {message.text}
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
  const { whatsappNumber } = useSiteConfig();
  const external = "whatsapp" in link;
  return (
    <AppLink
      href={external ? whatsappLink(link.whatsapp, whatsappNumber) : link.href}
      className={cn(
        "font-semibold text-brand-800 underline-offset-2 hover:underline",
        pill && "rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm no-underline hover:bg-brand-50",
        !pill && "underline",
      )}
    >
      {link.label}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </AppLink>
  );
}
