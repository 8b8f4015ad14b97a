import type { Route } from "./+types/ai-solutions.demo-content-generator";
import { pageMeta } from "#app/lib/seo.ts";
import { demos } from "#app/content/services.ts";
import { DemoPage } from "#app/features/demos/demo-page.tsx";
import { ContentGeneratorDemo } from "#app/features/demos/content-generator-demo.tsx";

const info = demos["content-generator"];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: `${info.title} Demo`, description: info.description, path: info.path }, matches);

export default function ContentGeneratorDemoPage() {
  return (
    <DemoPage id="content-generator">
      <ContentGeneratorDemo />
    </DemoPage>
  );
}
