import type { Route } from "./+types/ai-solutions.business-automation";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { ServiceCards, ServiceCtaBand } from "#app/components/site/service-cards.tsx";
import { DeferredAutomationDemos } from "#app/features/demos/deferred-demos.tsx";
import { automationProcess, automationServices } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Business Automation",
      description:
        "AI agents for business automation, AI chatbots for support centres and AI network automation from Arivu Technologies, Chennai. Try the warranty bot and log analyzer demos.",
      path: "/ai-solutions/business-automation",
    },
    matches,
  );

export default function BusinessAutomationPage() {
  return (
    <>
      <PageHeader eyebrow="AI Solutions" title="Business Automation">
        <p>
          AI agents and chatbots that take routine work off your teams, and AI that keeps your network
          running.
        </p>
      </PageHeader>
      <Section id="automation-services" title="Automation Services">
        <ServiceCards cards={automationServices} />
      </Section>
      <Section
        id="automation-process"
        title="How We Deliver Automation"
        className="bg-slate-50 py-14 md:py-20"
      >
        <InfoCards cards={automationProcess} numbered />
      </Section>
      <Section
        id="live-demos"
        title="Live Demos"
        intro="Try two of our automation solutions right here, with sample data."
      >
        <DeferredAutomationDemos />
      </Section>
      <ServiceCtaBand
        title="Ready to automate?"
        text="Tell us which process costs your team the most time, and we will show you what AI can do with it."
        label="Discuss Your Business Solution Project"
      />
    </>
  );
}
