import type { Route } from "./+types/it-training.training-model";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Training Model", description: "Training Model at Arivu Technologies, Chennai.", path: "/it-training/training-model" }, matches);

export default function TrainingModelPage() {
  return <PageHeader title="Training Model" />;
}
