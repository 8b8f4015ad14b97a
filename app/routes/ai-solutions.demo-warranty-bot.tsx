import type { Route } from "./+types/ai-solutions.demo-warranty-bot";
import { pageMeta } from "#app/lib/seo.ts";
import { demos } from "#app/content/services.ts";
import { DemoPage } from "#app/features/demos/demo-page.tsx";
import { WarrantyDemo } from "#app/features/demos/warranty/warranty-demo.tsx";

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
