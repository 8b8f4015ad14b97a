import type { Route } from "./+types/it-training.plans-pricing";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Plans & Pricing", description: "Plans & Pricing at Arivu Technologies, Chennai.", path: "/it-training/plans-pricing" }, matches);

export default function PlansPricingPage() {
  return <PageHeader title="Plans & Pricing" />;
}
