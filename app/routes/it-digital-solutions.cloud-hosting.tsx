import type { Route } from "./+types/it-digital-solutions.cloud-hosting";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { hostingPage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(hostingPage, matches);

export default function CloudHostingPage() {
  return <ServicePage service={hostingPage} />;
}
