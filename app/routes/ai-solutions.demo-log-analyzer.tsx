import type { Route } from "./+types/ai-solutions.demo-log-analyzer";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Log Analyzer Demo", description: "Log Analyzer Demo at Arivu Technologies, Chennai.", path: "/ai-solutions/demo-log-analyzer" }, matches);

export default function LogAnalyzerDemoPage() {
  return <PageHeader title="Log Analyzer Demo" />;
}
