import type { Route } from "./+types/ai-solutions.demo-document-qa";
import { pageMeta } from "~/lib/seo";
import { demos } from "~/content/services";
import { DemoPage } from "~/features/demos/demo-page";
import { DocumentQaDemo } from "~/features/demos/document-qa-demo";

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
