import type { Route } from "./+types/ai-solutions.demo-warranty-bot";
import { pageMeta } from "~/lib/seo";
import { demos } from "~/content/services";
import { DemoPage } from "~/features/demos/demo-page";
import { WarrantyDemo } from "~/features/demos/warranty/warranty-demo";

const info = demos["warranty-bot"];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: `${info.title} Demo`, description: info.description, path: info.path }, matches);

export default function WarrantyBotDemoPage() {
  return (
    <DemoPage id="warranty-bot">
      <WarrantyDemo />
    </DemoPage>
  );
}
