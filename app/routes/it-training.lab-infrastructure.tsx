import type { Route } from "./+types/it-training.lab-infrastructure";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Lab Infrastructure", description: "Lab Infrastructure at Arivu Technologies, Chennai.", path: "/it-training/lab-infrastructure" }, matches);

export default function LabInfrastructurePage() {
  return <PageHeader title="Lab Infrastructure" />;
}
