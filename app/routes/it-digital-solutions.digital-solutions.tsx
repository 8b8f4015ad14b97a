import type { Route } from "./+types/it-digital-solutions.digital-solutions";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/components/site/service-page";
import { digitalPage } from "~/content/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(digitalPage, matches);

export default function DigitalSolutionsPage() {
  return <ServicePage service={digitalPage} />;
}
