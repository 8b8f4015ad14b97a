import { useId } from "react";
import type { LinkTile, ServiceCard } from "#app/content/schema.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/** Service cards; each card's id is an anchor that menus and search results link to. */
export function ServiceCards({ cards, columns = 3 }: { cards: ServiceCard[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {cards.map((card) => (
        <li
          key={card.id}
          id={card.id}
          className="flex scroll-mt-20 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={card.iconClass} className="h-6 w-6" />
          </span>
          <h3 id={`${card.id}-title`} className="mt-4 text-xl font-semibold text-ink">
            {card.title}
          </h3>
          <p className="mt-2 text-slate-600">{card.description}</p>
          {card.examples && card.examples.length > 0 && (
            <ul className="mt-4 space-y-2" aria-label={`${card.title}: examples`}>
              {card.examples.map((example) => (
                <li key={example} className="flex gap-2 text-slate-700">
                  <Icon name="Check" className="mt-1 h-4 w-4 shrink-0 text-green-700" />
                  {example}
                </li>
              ))}
            </ul>
          )}
          {card.demoLink && (
            <AppLink
              href={card.demoLink}
              aria-describedby={`${card.id}-title`}
              className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-6 self-start")}
            >
              See a Live Demo
              <Icon name="ArrowRight" className="h-4 w-4" />
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A grid of tiles, each one link to another page. */
export function LinkTiles({ tiles }: { tiles: LinkTile[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <AppLink
            href={tile.href}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-400 hover:bg-brand-50"
          >
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-700 text-white">
              <Icon name={tile.iconClass} className="h-6 w-6" />
            </span>
            <span className="mt-4 flex items-center gap-2 text-lg font-semibold text-ink">
              {tile.title}
              <Icon
                name="ArrowRight"
                className="h-4 w-4 text-brand-700 transition-transform group-hover:translate-x-1"
              />
            </span>
            <span className="mt-2 text-slate-600">{tile.description}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** A closing call to action that leads to the enquiry form. */
export function ServiceCtaBand({ title, text, label }: { title: string; text: string; label: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-50 py-14">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold text-ink">
            {title}
          </h2>
          <p className="mt-2 text-slate-700">{text}</p>
        </div>
        <AppLink href="/contact" className={buttonVariants({ variant: "primary", size: "lg" })}>
          {label}
        </AppLink>
      </div>
    </section>
  );
}
