import type { FaqItem } from "#app/content/schema.ts";
import { FaqAccordion } from "./faq-accordion";

/** The FAQ accordion with the questions a page's loader sent (the edited FAQs). */
export function FaqList({ items, category }: { items: FaqItem[]; category?: FaqItem["category"] }) {
  return <FaqAccordion items={items} name={`faq-${category ?? "all"}`} />;
}
