import { AlertTriangle, ExternalLink, ShieldCheck } from "lucide-react";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useContact } from "#app/components/site/use-site-config.ts";
import { whatsappLink } from "#app/content/brand.ts";
import { MarkdownAnswer } from "#app/features/ai/markdown-answer.tsx";
import { cn } from "#app/lib/utils.ts";
import { ENQUIRY_TEXT, texts, type ChatLink, type ChatMessage, type ChatSource } from "./chat-flow";

// The chat's messages and notices, drawn by the conversation (chat-content.tsx).

/** Shown above the conversation when the assistant could not be started. */
export function UnavailableBanner({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
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

export function MessageBubble({ message }: { message: ChatMessage }) {
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
