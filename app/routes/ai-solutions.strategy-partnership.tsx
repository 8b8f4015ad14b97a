import type { Route } from "./+types/ai-solutions.strategy-partnership";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/components/site/service-page";
import { strategyPage } from "~/content/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(strategyPage, matches);

export default function StrategyPartnershipPage() {
  return <ServicePage service={strategyPage} />;
}
