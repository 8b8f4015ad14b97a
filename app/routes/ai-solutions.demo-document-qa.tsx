import type { Route } from "./+types/ai-solutions.demo-document-qa";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Document Q&A Demo", description: "Document Q&A Demo at Arivu Technologies, Chennai.", path: "/ai-solutions/demo-document-qa" }, matches);

export default function DocumentQADemoPage() {
  return <PageHeader title="Document Q&A Demo" />;
}
