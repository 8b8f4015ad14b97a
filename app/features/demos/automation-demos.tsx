import { LogAnalyzerDemo } from "./log-analyzer-demo";
import { WarrantyDemo } from "./warranty/warranty-demo";

/** The two live demos on the Business Automation page, side by side from large screens. */
export function AutomationDemos() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <WarrantyDemo headingLevel={3} />
      <LogAnalyzerDemo headingLevel={3} />
    </div>
  );
}
