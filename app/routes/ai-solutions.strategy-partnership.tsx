import type { Route } from "./+types/ai-solutions.strategy-partnership";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Strategy & Partnership", description: "Strategy & Partnership at Arivu Technologies, Chennai.", path: "/ai-solutions/strategy-partnership" }, matches);

export default function StrategyPartnershipPage() {
  return <PageHeader title="Strategy & Partnership" />;
}
