import type { Route } from "./+types/ai-solutions.data-intelligence";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { ServiceCards, ServiceCtaBand } from "#app/components/site/service-cards.tsx";
import { DeferredDataDemos } from "#app/features/demos/deferred-demos.tsx";
import { intelligenceBenefits, intelligenceServices } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Data Intelligence",
      description:
        "Enterprise knowledge portals (RAG), a generative AI content factory and AI forecasting from Arivu Technologies, Chennai. Try the document Q&A and content generator demos.",
      path: "/ai-solutions/data-intelligence",
    },
    matches,
  );

export default function DataIntelligencePage() {
  return (
    <>
      <PageHeader eyebrow="AI Solutions" title="Data Intelligence">
        <p>Answers from your own documents, content at scale and forecasts you can act on.</p>
      </PageHeader>
      <Section id="intelligence-services" title="Intelligence Services">
        <ServiceCards cards={intelligenceServices} />
      </Section>
      <Section
        id="intelligence-benefits"
        title="Built for Enterprise Data"
        className="bg-slate-50 py-14 md:py-20"
      >
        <InfoCards cards={intelligenceBenefits} columns={3} />
      </Section>
      <Section id="live-demos" title="Live Demos" intro="Ask a policy question or generate a social post.">
        <DeferredDataDemos />
      </Section>
      <ServiceCtaBand
        title="Put your data to work"
        text="Share the documents or data your teams search most often, and we will plan a knowledge portal or analytics pilot around them."
        label="Discuss Your Business Solution Project"
      />
    </>
  );
}
