import type { Route } from "./+types/ai-solutions.products-platforms";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/components/site/service-page";
import { platformsPage } from "~/content/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(platformsPage, matches);

export default function ProductsPlatformsPage() {
  return <ServicePage service={platformsPage} />;
}
