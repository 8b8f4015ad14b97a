import type { Route } from "./+types/it-digital-solutions.it-infrastructure";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { ServiceCards, ServiceCtaBand } from "#app/components/site/service-cards.tsx";
import { infrastructureLifecycle, infrastructureServices } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "IT Infrastructure",
      description:
        "IT infrastructure lifecycle services from Arivu Technologies, Chennai: design and architecture, planning and strategy, implementation and 24/7 operation support.",
      path: "/it-digital-solutions/it-infrastructure",
    },
    matches,
  );

export default function ITInfrastructurePage() {
  return (
    <>
      <PageHeader eyebrow="IT & Digital Solutions" title="IT Infrastructure">
        <p>
          Networks, security and data centres across their whole lifecycle, by CCNP and CCIE certified
          engineers.
        </p>
      </PageHeader>
      <Section
        id="infrastructure-lifecycle"
        title="The Infrastructure Lifecycle"
        intro="One team from the first design to day-to-day operations, so nothing is lost between stages."
      >
        <InfoCards cards={infrastructureLifecycle} numbered />
      </Section>
      <Section
        id="infrastructure-services"
        title="What We Build and Run"
        className="bg-slate-50 py-14 md:py-20"
      >
        <ServiceCards cards={infrastructureServices} />
      </Section>
      <ServiceCtaBand
        title="Planning a new network or an upgrade?"
        text="Get a design review and a bill of materials from our certified engineers."
        label="Discuss Your Business Solution Project"
      />
    </>
  );
}
