import type { Route } from "./+types/ai-solutions.data-intelligence";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Data Intelligence", description: "Data Intelligence at Arivu Technologies, Chennai.", path: "/ai-solutions/data-intelligence" }, matches);

export default function DataIntelligencePage() {
  return <PageHeader title="Data Intelligence" />;
}
