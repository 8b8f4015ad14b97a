import type { Route } from "./+types/legal";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Privacy & Terms", description: "Privacy & Terms at Arivu Technologies, Chennai.", path: "/legal" }, matches);

export default function PrivacyTermsPage() {
  return <PageHeader title="Privacy & Terms" />;
}
