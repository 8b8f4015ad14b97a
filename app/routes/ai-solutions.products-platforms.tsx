import type { Route } from "./+types/ai-solutions.products-platforms";
import { pageMeta } from "~/lib/seo";
import { PageHeader, Section } from "~/components/site/page-header";
import { InfoCards } from "~/components/site/info-cards";
import { ServiceCards, ServiceCtaBand } from "~/components/site/service-cards";
import { platformBenefits, platformServices } from "~/content/services";

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
