import type { Route } from "./+types/ai-solutions.data-intelligence";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { DeferredDataDemos } from "#app/features/demos/deferred-demos.tsx";
import { intelligencePage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(intelligencePage, matches);

export default function DataIntelligencePage() {
  return (
    <ServicePage service={intelligencePage}>
      <DeferredDataDemos />
    </ServicePage>
  );
}
