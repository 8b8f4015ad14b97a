import type { Route } from "./+types/ai-solutions.products-platforms";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { platformsPage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(platformsPage, matches);

export default function ProductsPlatformsPage() {
  return <ServicePage service={platformsPage} />;
}
