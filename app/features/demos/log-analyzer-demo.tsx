import { demos } from "~/content/services";
import { DemoPendingNote, DemoShell } from "./demo-shell";

const info = demos["log-analyzer"];

/** Explains a network or firewall log line in plain English. */
export function LogAnalyzerDemo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <DemoShell id="log-analyzer-demo" iconClass="FileText" title={info.title} description={info.description} headingLevel={headingLevel}>
      <DemoPendingNote />
    </DemoShell>
  );
}
