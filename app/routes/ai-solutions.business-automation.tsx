import type { Route } from "./+types/ai-solutions.business-automation";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Business Automation", description: "Business Automation at Arivu Technologies, Chennai.", path: "/ai-solutions/business-automation" }, matches);

export default function BusinessAutomationPage() {
  return <PageHeader title="Business Automation" />;
}
