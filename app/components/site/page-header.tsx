import type { ReactNode } from "react";

/** The coloured band at the top of every inner page, holding its single h1. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold leading-tight md:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-brand-100">{children}</div>}
      </div>
    </section>
  );
}

/** A page section with an optional anchor id and heading. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={className ?? "py-14 md:py-20"}
    >
      <div className="mx-auto max-w-7xl px-4">
        {title && (
          <h2 id={headingId} className="text-2xl font-bold text-ink md:text-3xl">
            {title}
          </h2>
        )}
        {intro && <div className="mt-3 max-w-3xl text-slate-600">{intro}</div>}
        <div className={title || intro ? "mt-8" : undefined}>{children}</div>
      </div>
    </section>
  );
}
