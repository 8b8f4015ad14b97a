import type { Route } from "./+types/ai-solutions.demo-log-analyzer";
import { pageMeta } from "~/lib/seo";
import { demos } from "~/content/services";
import { DemoPage } from "~/features/demos/demo-page";
import { LogAnalyzerDemo } from "~/features/demos/log-analyzer-demo";

const info = demos["log-analyzer"];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: `${info.title} Demo`, description: info.description, path: info.path }, matches);

export default function LogAnalyzerDemoPage() {
  return (
    <DemoPage id="log-analyzer">
      <LogAnalyzerDemo />
    </DemoPage>
  );
}
