import type { Route } from "./+types/it-digital-solutions.digital-solutions";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Digital Solutions", description: "Digital Solutions at Arivu Technologies, Chennai.", path: "/it-digital-solutions/digital-solutions" }, matches);

export default function DigitalSolutionsPage() {
  return <PageHeader title="Digital Solutions" />;
}
