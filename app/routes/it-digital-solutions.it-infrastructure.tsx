import type { Route } from "./+types/it-digital-solutions.it-infrastructure";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "IT Infrastructure", description: "IT Infrastructure at Arivu Technologies, Chennai.", path: "/it-digital-solutions/it-infrastructure" }, matches);

export default function ITInfrastructurePage() {
  return <PageHeader title="IT Infrastructure" />;
}
