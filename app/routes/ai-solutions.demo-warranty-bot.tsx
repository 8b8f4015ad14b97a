import type { Route } from "./+types/ai-solutions.demo-warranty-bot";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Warranty Bot Demo", description: "Warranty Bot Demo at Arivu Technologies, Chennai.", path: "/ai-solutions/demo-warranty-bot" }, matches);

export default function WarrantyBotDemoPage() {
  return <PageHeader title="Warranty Bot Demo" />;
}
