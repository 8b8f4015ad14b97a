import type { Route } from "./+types/ai-solutions.products-platforms";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { ServiceCards, ServiceCtaBand } from "#app/components/site/service-cards.tsx";
import { platformBenefits, platformServices } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Products & Platforms",
      description:
        "AI-as-a-Service platform, no-code AI tools and custom AI agents from Arivu Technologies, Chennai, hosted in India with monthly plans in rupees.",
      path: "/ai-solutions/products-platforms",
    },
    matches,
  );

export default function ProductsPlatformsPage() {
  return (
    <>
      <PageHeader eyebrow="AI Solutions" title="Products & Platforms">
        <p>Ready-to-use AI platforms and tools, and custom agents built on them for your processes.</p>
      </PageHeader>
      <Section id="platform-services" title="Platform Services">
        <ServiceCards cards={platformServices} />
      </Section>
      <Section id="platform-benefits" title="Why Our Platforms" className="bg-slate-50 py-14 md:py-20">
        <InfoCards cards={platformBenefits} columns={3} />
      </Section>
      <ServiceCtaBand
        title="Find the right platform"
        text="Tell us what you want AI to do for your teams, and we will recommend a platform plan or a custom agent."
        label="Discuss Your Business Solution Project"
      />
    </>
  );
}
