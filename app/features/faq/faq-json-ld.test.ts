import { describe, expect, it } from "vitest";
import { faqs } from "#app/content/faqs.ts";
import { faqPageJsonLd } from "./faq-json-ld";

describe("faqPageJsonLd", () => {
  it("lists every FAQ shown as a Question with its answer", () => {
    const data = faqPageJsonLd(faqs);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(12);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: faqs[0].question,
      acceptedAnswer: { "@type": "Answer", text: expect.stringContaining("Start with CCNA") },
    });
  });

  it("joins a list of paragraphs into one answer text", () => {
    const data = faqPageJsonLd([{ id: "a", question: "Q?", answer: ["One.", "Two."], category: "Training" }]);
    expect(data.mainEntity[0].acceptedAnswer.text).toBe("One.\n\nTwo.");
  });
});
