import type { Route } from "./+types/it-digital-solutions";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/components/site/service-page";
import { itPage } from "~/content/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(itPage, matches);

export default function ITDigitalSolutionsPage() {
  return <ServicePage service={itPage} />;
}
