import { demos } from "~/content/services";
import { DemoPendingNote, DemoShell } from "./demo-shell";

const info = demos["document-qa"];

/** Answers questions from a sample HR leave policy only. */
export function DocumentQaDemo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <DemoShell id="document-qa-demo" iconClass="BookOpen" title={info.title} description={info.description} headingLevel={headingLevel}>
      <DemoPendingNote />
    </DemoShell>
  );
}
