import type { Route } from "./+types/ai-solutions";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { ContactSection } from "#app/components/site/contact-section.tsx";
import { DeferredFaqList } from "#app/features/faq/deferred-faq-list.tsx";
import { faqPageJsonLd } from "#app/features/faq/faq-json-ld.ts";
import { aiSolutionsData } from "#app/lib/page-data.server.ts";
import { aiPage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    {
      ...aiPage,
      jsonLd: import.meta.env.SSR && loaderData ? [faqPageJsonLd(loaderData.faqs)] : undefined,
    },
    matches,
  );

/** The edited AI Services FAQs, and the token the contact form's no-JavaScript post needs. */
export function loader({ context }: Route.LoaderArgs) {
  return aiSolutionsData(context);
}

// Also shown for unknown pages under /ai-solutions (section-not-found.tsx).
export default function AISolutionsPage({
  loaderData,
}: {
  loaderData?: Partial<Route.ComponentProps["loaderData"]>;
}) {
  return (
    <ServicePage service={aiPage} end={<ContactSection enquiry={loaderData} />}>
      {loaderData?.faqs && (
        <div className="max-w-3xl">
          <DeferredFaqList items={loaderData.faqs} category="AI Services" />
        </div>
      )}
    </ServicePage>
  );
}
