import type { Route } from "./+types/ai-solutions.business-automation";
import { pageMeta } from "#app/lib/seo.ts";
import { ServicePage } from "#app/components/site/service-page.tsx";
import { DeferredAutomationDemos } from "#app/features/demos/deferred-demos.tsx";
import { automationPage } from "#app/content/services.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(automationPage, matches);

export default function BusinessAutomationPage() {
  return (
    <ServicePage service={automationPage}>
      <DeferredAutomationDemos />
    </ServicePage>
  );
}
