import type { Route } from "./+types/it-digital-solutions.digital-solutions";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { ServiceCards, ServiceCtaBand } from "#app/components/site/service-cards.tsx";
import { digitalProcess, digitalServices } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Digital Solutions",
      description:
        "Website builder, digital marketing and workspace productivity suite (Google Workspace, Microsoft 365) from Arivu Technologies, Chennai.",
      path: "/it-digital-solutions/digital-solutions",
    },
    matches,
  );

export default function DigitalSolutionsPage() {
  return (
    <>
      <PageHeader eyebrow="IT & Digital Solutions" title="Digital Solutions">
        <p>
          A website that brings enquiries, marketing that reaches the right customers, and tools your team
          works better with.
        </p>
      </PageHeader>
      <Section id="digital-services" title="Our Digital Services">
        <ServiceCards cards={digitalServices} />
      </Section>
      <Section id="digital-process" title="How a Project Runs" className="bg-slate-50 py-14 md:py-20">
        <InfoCards cards={digitalProcess} numbered />
      </Section>
      <ServiceCtaBand
        title="Grow your business online"
        text="Tell us about your business and goals, and get a fixed-price proposal within two working days."
        label="Discuss Your Business Solution Project"
      />
    </>
  );
}
