import { ContentGeneratorDemo } from "./content-generator-demo";
import { DocumentQaDemo } from "./document-qa-demo";

/** The two live demos on the Data Intelligence page, side by side from large screens. */
export function DataDemos() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <DocumentQaDemo headingLevel={3} />
      <ContentGeneratorDemo headingLevel={3} />
    </div>
  );
}
