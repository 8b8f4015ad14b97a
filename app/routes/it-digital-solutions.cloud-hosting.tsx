import type { Route } from "./+types/it-digital-solutions.cloud-hosting";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { ServiceCards, ServiceCtaBand } from "#app/components/site/service-cards.tsx";
import { hostingBenefits, hostingServices } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Cloud Hosting",
      description:
        "Managed cloud hosting in Indian data centres with a 99.9% uptime SLA, managed security, daily backups and 24/7 support from Chennai.",
      path: "/it-digital-solutions/cloud-hosting",
    },
    matches,
  );

export default function CloudHostingPage() {
  return (
    <>
      <PageHeader eyebrow="IT & Digital Solutions" title="Cloud Hosting">
        <p>Managed hosting for websites, applications and email, backed by a 99.9% uptime SLA.</p>
      </PageHeader>
      <Section id="hosting-benefits" title="Why Host With Us">
        <InfoCards cards={hostingBenefits} />
      </Section>
      <Section id="hosting-services" title="Hosting Services" className="bg-slate-50 py-14 md:py-20">
        <ServiceCards cards={hostingServices} />
      </Section>
      <ServiceCtaBand
        title="Need more than a standard plan?"
        text="Tell us about your traffic, applications and compliance needs, and we will size a hosting plan for you."
        label="Get a Custom Hosting Quote"
      />
    </>
  );
}
