import type { Route } from "./+types/ai-solutions";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { ContactSection } from "#app/components/site/contact-section.tsx";
import { formTokenFor } from "#app/features/contact/enquiry-action.server.ts";
import { DeferredFaqList } from "#app/features/faq/deferred-faq-list.tsx";
import { faqsIn } from "#app/features/faq/faq-list.tsx";
import { faqPageJsonLd } from "#app/features/faq/faq-json-ld.ts";
import { aiPage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    { ...aiPage, jsonLd: import.meta.env.SSR ? [faqPageJsonLd(faqsIn("AI Services"))] : undefined },
    matches,
  );

/** The contact section's form needs a token for its no-JavaScript post. */
export function loader({ context }: Route.LoaderArgs) {
  return { formToken: formTokenFor(context) };
}

// Also shown for unknown pages under /ai-solutions (section-not-found.tsx).
export default function AISolutionsPage({ loaderData }: { loaderData?: Route.ComponentProps["loaderData"] }) {
  return (
    <ServicePage service={aiPage} end={<ContactSection enquiry={loaderData} />}>
      <div className="max-w-3xl">
        <DeferredFaqList category="AI Services" />
      </div>
    </ServicePage>
  );
}
