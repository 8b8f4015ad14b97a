import type { Route } from "./+types/it-training.programs";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Programs", description: "Programs at Arivu Technologies, Chennai.", path: "/it-training/programs" }, matches);

export default function ProgramsPage() {
  return <PageHeader title="Programs" />;
}
