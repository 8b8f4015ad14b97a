import type { Route } from "./+types/it-digital-solutions.digital-solutions";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { digitalPage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(digitalPage, matches);

export default function DigitalSolutionsPage() {
  return <ServicePage service={digitalPage} />;
}
