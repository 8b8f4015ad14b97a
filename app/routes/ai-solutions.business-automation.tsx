import type { Route } from "./+types/ai-solutions.business-automation";
import { pageMeta } from "~/lib/seo";
import { ServicePage } from "~/components/site/service-page";
import { DeferredAutomationDemos } from "~/features/demos/deferred-demos";
import { automationPage } from "~/content/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(automationPage, matches);

export default function BusinessAutomationPage() {
  return (
    <ServicePage service={automationPage}>
      <DeferredAutomationDemos />
    </ServicePage>
  );
}
