import type { Route } from "./+types/ai-solutions.demo-document-qa";
import { pageMeta } from "#app/lib/seo.ts";
import { demos } from "#app/content/services.ts";
import { DemoPage } from "#app/features/demos/demo-page.tsx";
import { DocumentQaDemo } from "#app/features/demos/document-qa-demo.tsx";

const info = demos["document-qa"];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: `${info.title} Demo`, description: info.description, path: info.path }, matches);

export default function DocumentQADemoPage() {
  return (
    <DemoPage id="document-qa">
      <DocumentQaDemo />
    </DemoPage>
  );
}
