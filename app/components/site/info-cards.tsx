import type { InfoCard } from "#app/content/schema.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * Benefit, feature, process and methodology cards. `numbered` shows the step number
 * (process cards); `columns` sets the grid at desktop width.
 */
export function InfoCards({
  cards,
  numbered = false,
  columns = 4,
  headingLevel = 3,
}: {
  cards: InfoCard[];
  numbered?: boolean;
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {cards.map((card, i) => (
        <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={card.iconClass} className="h-6 w-6" />
            </span>
            {numbered && <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>}
          </div>
          <Heading className="mt-4 text-lg font-semibold text-ink">{card.title}</Heading>
          <p className="mt-2 text-slate-600">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
