import type { Route } from "./+types/contact";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/site/page-header";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Contact", description: "Contact at Arivu Technologies, Chennai.", path: "/contact" }, matches);

export default function ContactPage() {
  return <PageHeader title="Contact" />;
}
