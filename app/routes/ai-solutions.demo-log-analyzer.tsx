import type { Route } from "./+types/ai-solutions.demo-log-analyzer";
import { pageMeta } from "#app/lib/seo.ts";
import { demos } from "#app/content/services.ts";
import { DemoPage } from "#app/features/demos/demo-page.tsx";
import { LogAnalyzerDemo } from "#app/features/demos/log-analyzer-demo.tsx";

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
