import { useMemo } from "react";
import type { Route } from "./+types/legal";
import { pageMeta } from "#app/lib/seo.ts";
import { legalFor } from "#app/content/legal.ts";
import { useContact } from "#app/components/site/use-site-config.ts";
import type { LegalDocument } from "#app/content/schema.ts";
import { PageHeader } from "#app/components/site/page-header.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Privacy Policy and Terms and Conditions",
      description:
        "How Arivu Technologies handles personal data under India's DPDP Act 2023, and the terms for our training programmes: fees, rescheduling, refunds, pass support and lab use.",
      path: "/legal",
    },
    matches,
  );

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-01" → "1 November 2026", without time zones so server and browser agree. */
function formatIsoDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

export default function PrivacyTermsPage() {
  // The policy quotes the email and address edited at /admin/content.
  const contact = useContact();
  const legal = useMemo(() => legalFor(contact), [contact]);
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy & Terms">
        <p>
          Last updated: <time dateTime={legal.lastUpdated}>{formatIsoDate(legal.lastUpdated)}</time>
        </p>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <p
          role="note"
          className="flex gap-3 rounded-xl border border-accent-500 bg-amber-50 p-4 font-medium text-amber-950"
        >
          <Icon name="FileText" className="mt-0.5 h-5 w-5 shrink-0" />
          {legal.placeholderNotice}
        </p>

        <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <p className="text-sm font-semibold uppercase tracking-wider text-slate-600">On this page</p>
            <ul className="mt-3 space-y-2">
              {legal.documents.map((doc) => (
                <li key={doc.id}>
                  <AppLink
                    href={`#${doc.id}`}
                    className="font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    {doc.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="max-w-3xl space-y-16">
            {legal.documents.map((doc) => (
              <LegalArticle key={doc.id} doc={doc} changeNotice={legal.changeNotice} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

function LegalArticle({ doc, changeNotice }: { doc: LegalDocument; changeNotice: string }) {
  return (
    <article id={doc.id} aria-labelledby={`${doc.id}-heading`}>
      <h2 id={`${doc.id}-heading`} className="text-2xl font-bold text-ink md:text-3xl">
        {doc.title}
      </h2>
      <p className="mt-3 text-slate-700">{doc.summary}</p>
      {doc.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-8">
          <h3 id={`${section.id}-heading`} className="text-lg font-semibold text-ink">
            {section.heading}
          </h3>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-slate-700">
              {p}
            </p>
          ))}
          {section.points && (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {doc.id === "terms" && (
        <section id="changes" aria-labelledby="changes-heading" className="mt-8 rounded-xl bg-slate-50 p-6">
          <h3 id="changes-heading" className="text-lg font-semibold text-ink">
            Changes to this policy and these terms
          </h3>
          <p className="mt-3 text-slate-700">{changeNotice}</p>
        </section>
      )}
    </article>
  );
}
