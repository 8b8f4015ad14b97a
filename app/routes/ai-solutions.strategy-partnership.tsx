import type { Route } from "./+types/ai-solutions.strategy-partnership";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { strategyPage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(strategyPage, matches);

export default function StrategyPartnershipPage() {
  return <ServicePage service={strategyPage} />;
}
