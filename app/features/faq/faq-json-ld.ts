import type { FaqItem } from "#app/content/schema.ts";

/** The answer as one text: paragraphs separated by a blank line. */
export function answerText(answer: FaqItem["answer"]): string {
  return typeof answer === "string" ? answer : answer.join("\n\n");
}

/** schema.org FAQPage structured data for the FAQs shown on a page. */
export function faqPageJsonLd(items: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: answerText(item.answer) },
    })),
  };
}
