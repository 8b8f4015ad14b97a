import type { Route } from "./+types/it-digital-solutions";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "IT & Digital Solutions", description: "IT & Digital Solutions at Arivu Technologies, Chennai.", path: "/it-digital-solutions" }, matches);

export default function ITDigitalSolutionsPage() {
  return <PageHeader title="IT & Digital Solutions" />;
}
