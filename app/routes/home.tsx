import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Home", description: "Home at Arivu Technologies, Chennai.", path: "/" }, matches);

export default function HomePage() {
  return <PageHeader title="Home" />;
}
