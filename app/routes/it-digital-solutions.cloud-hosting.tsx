import type { Route } from "./+types/it-digital-solutions.cloud-hosting";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Cloud Hosting", description: "Cloud Hosting at Arivu Technologies, Chennai.", path: "/it-digital-solutions/cloud-hosting" }, matches);

export default function CloudHostingPage() {
  return <PageHeader title="Cloud Hosting" />;
}
