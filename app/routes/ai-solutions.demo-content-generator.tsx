import type { Route } from "./+types/ai-solutions.demo-content-generator";
import { pageMeta } from "~/lib/seo";
import { demos } from "~/content/services";
import { DemoPage } from "~/features/demos/demo-page";
import { ContentGeneratorDemo } from "~/features/demos/content-generator-demo";

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
