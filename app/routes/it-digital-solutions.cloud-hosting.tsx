import type { Route } from "./+types/it-digital-solutions.cloud-hosting";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/components/site/service-page";
import { hostingPage } from "~/content/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(hostingPage, matches);

export default function CloudHostingPage() {
  return <ServicePage service={hostingPage} />;
}
