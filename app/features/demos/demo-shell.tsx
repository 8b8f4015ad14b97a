import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

type Props = {
  /** Anchor id of the card. */
  id: string;
  title: string;
  description: string;
  iconClass: string;
  headingLevel?: 2 | 3;
  /** The demo's form. */
  children: ReactNode;
  /** Shown in the live region: progress while busy, then the answer. */
  result?: ReactNode;
  /** Shown as an alert titled "Error". */
  error?: string | null;
  /** While true the result is still arriving: screen readers announce it once it is complete. */
  busy?: boolean;
  className?: string;
};

/**
 * The layout every live demo shares: a titled card with a description, the form, a result
 * area announced politely to screen readers, and errors announced as alerts.
 */
export function DemoShell({
  id,
  title,
  description,
  iconClass,
  headingLevel = 2,
  children,
  result,
  error,
  busy = false,
  className,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8",
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={iconClass} className="h-6 w-6" />
        </span>
        <div>
          <Heading id={headingId} className="text-xl font-bold text-ink">
            {title}
          </Heading>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
      </div>
      <div className="mt-6">{children}</div>
      <div role="status" aria-live="polite" aria-busy={busy} className="mt-6 empty:mt-0">
        {result}
      </div>
      {error && (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Error</p>
          <p className="mt-1">{error}</p>
        </div>
      )}
    </section>
  );
}
