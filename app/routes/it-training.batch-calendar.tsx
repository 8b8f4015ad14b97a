import type { Route } from "./+types/it-training.batch-calendar";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Batch Calendar", description: "Batch Calendar at Arivu Technologies, Chennai.", path: "/it-training/batch-calendar" }, matches);

export default function BatchCalendarPage() {
  return <PageHeader title="Batch Calendar" />;
}
