import type { Route } from "./+types/it-digital-solutions.it-infrastructure";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/components/site/service-page";
import { infrastructurePage } from "~/content/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(infrastructurePage, matches);

export default function ITInfrastructurePage() {
  return <ServicePage service={infrastructurePage} />;
}
