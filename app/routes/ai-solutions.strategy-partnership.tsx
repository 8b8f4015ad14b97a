import type { Route } from "./+types/ai-solutions.strategy-partnership";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { ServiceCards, ServiceCtaBand } from "#app/components/site/service-cards.tsx";
import { strategyProcess, strategyServices } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Strategy & Partnership",
      description:
        "AI readiness assessment, AI roadmap and governance, and co-innovation partnerships from Arivu Technologies, Chennai.",
      path: "/ai-solutions/strategy-partnership",
    },
    matches,
  );

export default function StrategyPartnershipPage() {
  return (
    <>
      <PageHeader eyebrow="AI Solutions" title="Strategy & Partnership">
        <p>Know where AI pays off, adopt it safely, and build new AI products together with us.</p>
      </PageHeader>
      <Section id="strategy-services" title="Strategy and Partner Services">
        <ServiceCards cards={strategyServices} />
      </Section>
      <Section id="strategy-process" title="How We Work With You" className="bg-slate-50 py-14 md:py-20">
        <InfoCards cards={strategyProcess} numbered />
      </Section>
      <ServiceCtaBand
        title="Plan your AI journey"
        text="Start with a two-week readiness assessment, or talk to us about a co-innovation partnership."
        label="Discuss Your Business Solution Project"
      />
    </>
  );
}
