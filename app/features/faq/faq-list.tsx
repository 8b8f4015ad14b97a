import { faqs } from "#app/content/faqs.ts";
import type { FaqItem } from "#app/content/schema.ts";
import { FaqAccordion } from "./faq-accordion";

/** The questions of one category, or all of them. */
export function faqsIn(category?: FaqItem["category"]): FaqItem[] {
  return category ? faqs.filter((f) => f.category === category) : faqs;
}

/** The FAQ accordion with its questions: the answers travel with its code, which loads late. */
export function FaqList({ category }: { category?: FaqItem["category"] }) {
  return <FaqAccordion items={faqsIn(category)} name={`faq-${category ?? "all"}`} />;
}
