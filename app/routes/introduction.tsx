import type { Route } from "./+types/introduction";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "About Us", description: "About Us at Arivu Technologies, Chennai.", path: "/introduction" }, matches);

export default function AboutUsPage() {
  return <PageHeader title="About Us" />;
}
