import type { Route } from "./+types/it-digital-solutions";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { itPage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(itPage, matches);

export default function ITDigitalSolutionsPage() {
  return <ServicePage service={itPage} />;
}
