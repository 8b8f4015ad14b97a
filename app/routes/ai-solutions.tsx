import type { Route } from "./+types/ai-solutions";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "AI Solutions", description: "AI Solutions at Arivu Technologies, Chennai.", path: "/ai-solutions" }, matches);

export default function AISolutionsPage() {
  return <PageHeader title="AI Solutions" />;
}
