import type { Route } from "./+types/it-digital-solutions";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { LinkTiles, ServiceCtaBand } from "#app/components/site/service-cards.tsx";
import { itBenefits, itExplore, itIntro } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "IT & Digital Solutions",
      description:
        "IT infrastructure, cloud hosting with a 99.9% uptime SLA, website building, digital marketing and workspace productivity from Arivu Technologies, Chennai.",
      path: "/it-digital-solutions",
    },
    matches,
  );

export default function ITDigitalSolutionsPage() {
  return (
    <>
      <PageHeader eyebrow="Business Services" title="IT & Digital Solutions">
        <p>
          Networks, security, cloud hosting, websites and marketing: designed, built and run by one certified
          team.
        </p>
      </PageHeader>
      <Section id="it-intro" title="Technology That Keeps Your Business Running">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {itIntro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="explore-it-services" title="Explore Our Services" className="bg-slate-50 py-14 md:py-20">
        <LinkTiles tiles={itExplore} />
      </Section>
      <Section id="it-benefits" title="Why Businesses Choose Arivu">
        <InfoCards cards={itBenefits} />
      </Section>
      <ServiceCtaBand
        title="Let's plan your next IT project"
        text="From a new branch network to a new website, tell us what you need and get a fixed-price proposal."
        label="Discuss Your Business Solution Project"
      />
    </>
  );
}
