import type { Route } from "./+types/it-training";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "IT Training", description: "IT Training at Arivu Technologies, Chennai.", path: "/it-training" }, matches);

export default function ITTrainingPage() {
  return <PageHeader title="IT Training" />;
}
