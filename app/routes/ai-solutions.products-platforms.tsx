import type { Route } from "./+types/ai-solutions.products-platforms";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Products & Platforms", description: "Products & Platforms at Arivu Technologies, Chennai.", path: "/ai-solutions/products-platforms" }, matches);

export default function ProductsPlatformsPage() {
  return <PageHeader title="Products & Platforms" />;
}
