import type { Route } from "./+types/ai-solutions.demo-content-generator";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Content Generator Demo", description: "Content Generator Demo at Arivu Technologies, Chennai.", path: "/ai-solutions/demo-content-generator" }, matches);

export default function ContentGeneratorDemoPage() {
  return <PageHeader title="Content Generator Demo" />;
}
