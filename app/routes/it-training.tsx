import type { Route } from "./+types/it-training";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { LinkTiles } from "#app/components/site/service-cards.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  trainingBenefits,
  trainingExplore,
  trainingIntro,
  trainingVerticals,
} from "#app/content/training.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "IT Training: CCNA to CCIE, Cybersecurity, Automation & AI",
      description:
        "Cisco CCNA to CCIE, Fortinet, Palo Alto, CISSP, Python automation and AI courses in Chennai and live online, with 24/7 lab access, CCIE-certified instructors and weekday or weekend batches.",
      path: "/it-training",
    },
    matches,
  );

/** Also shown for unknown /it-training/* pages, so it needs no loader data. */
export default function ITTrainingPage() {
  return (
    <>
      <PageHeader eyebrow={trainingIntro.eyebrow} title={trainingIntro.title}>
        <p>{trainingIntro.lead}</p>
      </PageHeader>
      <Section id="training-intro" title="Certification Training That Starts on the Racks">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {trainingIntro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section
        id="training-verticals"
        title="Three Training Verticals"
        className="bg-slate-50 py-14 md:py-20"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {trainingVerticals.map((v) => (
            <li key={v.href}>
              <AppLink
                href={v.href}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-400"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon name={v.iconClass} className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-ink">{v.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{v.description}</p>
                <span className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline">
                  View programs <span aria-hidden="true">→</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="training-benefits" title="Why Train with Arivu">
        <InfoCards cards={trainingBenefits} />
      </Section>
      <Section id="explore-training" title="Explore IT Training" className="bg-slate-50 py-14 md:py-20">
        <LinkTiles tiles={trainingExplore} />
      </Section>
    </>
  );
}
