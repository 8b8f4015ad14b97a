import type { Route } from "./+types/it-training.b2b-trainer-solutions";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "B2B Trainer Solutions", description: "B2B Trainer Solutions at Arivu Technologies, Chennai.", path: "/it-training/b2b-trainer-solutions" }, matches);

export default function B2BTrainerSolutionsPage() {
  return <PageHeader title="B2B Trainer Solutions" />;
}
