import type { Route } from "./+types/it-digital-solutions.it-infrastructure";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { infrastructurePage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(infrastructurePage, matches);

export default function ITInfrastructurePage() {
  return <ServicePage service={infrastructurePage} />;
}
