import { demos } from "~/content/services";
import { DemoPendingNote, DemoShell } from "./demo-shell";

const info = demos["content-generator"];

/** Writes a short social media post on a topic, in a chosen tone. */
export function ContentGeneratorDemo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <DemoShell id="content-generator-demo" iconClass="Sparkles" title={info.title} description={info.description} headingLevel={headingLevel}>
      <DemoPendingNote />
    </DemoShell>
  );
}
