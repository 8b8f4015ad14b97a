import type { Route } from "./+types/ai-solutions.data-intelligence";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/components/site/service-page";
import { DeferredDataDemos } from "~/features/demos/deferred-demos";
import { intelligencePage } from "~/content/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(intelligencePage, matches);

export default function DataIntelligencePage() {
  return (
    <ServicePage service={intelligencePage}>
      <DeferredDataDemos />
    </ServicePage>
  );
}
