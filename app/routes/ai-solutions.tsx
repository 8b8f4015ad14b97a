import type { Route } from "./+types/ai-solutions";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHeader, Section } from "#app/components/site/page-header.tsx";
import { InfoCards } from "#app/components/site/info-cards.tsx";
import { LinkTiles } from "#app/components/site/service-cards.tsx";
import { ContactSection } from "#app/components/site/contact-section.tsx";
import { formTokenFor } from "#app/features/contact/enquiry-action.server.ts";
import { DeferredFaqList } from "#app/features/faq/deferred-faq-list.tsx";
import { faqsIn } from "#app/features/faq/faq-list.tsx";
import { faqPageJsonLd } from "#app/features/faq/faq-json-ld.ts";
import { aiBenefits, aiExplore, aiIntro } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "AI Solutions",
      description:
        "AI agents, support-centre chatbots, network automation, enterprise knowledge portals (RAG) and generative AI from Arivu Technologies, Chennai. Try our live demos.",
      path: "/ai-solutions",
      jsonLd: import.meta.env.SSR ? [faqPageJsonLd(faqsIn("AI Services"))] : undefined,
    },
    matches,
  );

/** The contact section's form needs a token for its no-JavaScript post. */
export function loader({ context }: Route.LoaderArgs) {
  return { formToken: formTokenFor(context) };
}

// Also shown for unknown pages under /ai-solutions (section-not-found.tsx).
export default function AISolutionsPage({ loaderData }: { loaderData?: Route.ComponentProps["loaderData"] }) {
  return (
    <>
      <PageHeader eyebrow="AI Transformation" title="AI Solutions">
        <p>Practical AI that automates work, unlocks your data and serves your customers better.</p>
      </PageHeader>
      <Section id="ai-intro" title="AI Built Around Your Business">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {aiIntro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section
        id="ai-benefits"
        title="What AI Brings to Your Business"
        className="bg-slate-50 py-14 md:py-20"
      >
        <InfoCards cards={aiBenefits} />
      </Section>
      <Section id="explore-ai-services" title="Explore Our AI Services">
        <LinkTiles tiles={aiExplore} />
      </Section>
      <Section id="ai-faq" title="AI Services FAQ" className="bg-slate-50 py-14 md:py-20">
        <div className="max-w-3xl">
          <DeferredFaqList category="AI Services" />
        </div>
      </Section>
      <ContactSection enquiry={loaderData} />
    </>
  );
}
