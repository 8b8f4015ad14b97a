import type { Route } from "./+types/ai-solutions";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/components/site/service-page";
import { ContactSection } from "~/components/site/contact-section";
import { formTokenFor } from "~/features/contact/enquiry-action.server";
import { DeferredFaqList } from "~/features/faq/deferred-faq-list";
import { faqsIn } from "~/features/faq/faq-list";
import { faqPageJsonLd } from "~/features/faq/faq-json-ld";
import { aiPage } from "~/content/services";

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
