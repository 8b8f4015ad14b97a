import { Check, Ellipsis, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { wrapAnywhere } from "./form-styles";
import { kindLabels, nextStatus, pipeline, statusActionLabels } from "./labels";
import type { InboxCard } from "./list.server";
import { LostForm, StatusButton } from "./quick-status";
import { StatusBadge } from "./status-badge";

/** A 44 px square for a thumb, above the card's own link. */
const square =
  "relative z-10 inline-flex size-11 items-center justify-center rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2";
const outline = "border-slate-300 bg-white text-brand-800 hover:bg-brand-50";

/**
 * One record in the list. The name's link covers the whole card, so a tap anywhere opens the
 * record; the call, WhatsApp, next-step and more buttons sit above it. Compact enough for six
 * on a phone's screen.
 */
export function LeadCard({ card }: { card: InboxCard }) {
  const next = nextStatus[card.status];
  const others = pipeline.filter((s) => s !== card.status && s !== next && s !== "new" && s !== "lost");
  return (
    <li className="relative flex gap-2 rounded-xl border border-slate-200 bg-white p-2 shadow-xs focus-within:border-brand-600 hover:border-brand-600 sm:p-3">
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2">
          {card.unread && (
            <span className="size-2 shrink-0 self-center rounded-full bg-brand-700">
              <span className="sr-only">Unread:</span>
            </span>
          )}
          <Link
            to={`/admin/submissions/${encodeURIComponent(card.id)}`}
            className={cn(
              "min-w-0 truncate text-ink after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700",
              card.unread ? "font-bold" : "font-semibold",
            )}
          >
            {card.name}
          </Link>
          <span className="ml-auto shrink-0 text-xs text-slate-600" title={card.received}>
            {card.age}
          </span>
        </p>
        <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-slate-700">
          <StatusBadge status={card.status} />
          <span className="min-w-0 truncate">
            {card.owner ?? "Unassigned"}
            {" · "}
            {card.interest || kindLabels[card.kind]}
          </span>
        </p>
        {card.delivery.tone === "failed" && (
          <p className="mt-0.5 truncate text-xs font-semibold text-red-800">{card.delivery.text}</p>
        )}
        {card.followUp && (
          <p
            className={cn(
              "mt-0.5 truncate text-xs",
              card.followUpDue ? "font-semibold text-red-800" : "text-slate-700",
            )}
          >
            Follow up {card.followUp}
          </p>
        )}
        <p className={cn("mt-0.5 line-clamp-2 text-sm leading-5 text-slate-700", wrapAnywhere)}>
          {card.preview}
        </p>
      </div>
      <div className="grid shrink-0 grid-cols-2 content-start gap-1">
        {card.tel ? (
          <a href={card.tel} aria-label={`Call ${card.name}`} className={cn(square, outline)}>
            <Phone aria-hidden="true" className="size-5" />
          </a>
        ) : (
          <span className="size-11" />
        )}
        {card.whatsapp ? (
          <a
            href={card.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${card.name}`}
            className={cn(square, "border-[#0b7a3e] bg-[#0b7a3e] text-white hover:bg-[#09672f]")}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
          </a>
        ) : (
          <span className="size-11" />
        )}
        {next ? (
          <StatusButton
            id={card.id}
            status={next}
            label={`${statusActionLabels[next]}: ${card.name}`}
            className={cn(square, outline)}
          >
            <Check aria-hidden="true" className="size-5" />
          </StatusButton>
        ) : (
          <span className="size-11" />
        )}
        {card.status !== "spam" && (
          <details className="group relative z-20">
            <summary
              aria-label={`More actions for ${card.name}`}
              className={cn(square, outline, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
            >
              <Ellipsis aria-hidden="true" className="size-5" />
            </summary>
            <div className="absolute top-full right-0 z-20 mt-1 w-64 space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
              {others.map((s) => (
                <StatusButton key={s} id={card.id} status={s} className={cn("w-full border", outline)}>
                  {statusActionLabels[s]}
                </StatusButton>
              ))}
              {card.status !== "lost" && <LostForm id={card.id} name={card.name} />}
            </div>
          </details>
        )}
      </div>
    </li>
  );
}
