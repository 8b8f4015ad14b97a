import { describe, expect, it } from "vitest";
import { AI_LIMITS, chatRequest } from "#common/ai/ai-requests.ts";
import { faqAnswerText, faqItemSchema } from "./schema";
import { TEXT_LIMITS } from "./limits";

describe("an FAQ answer's limit", () => {
  it("leaves room within what the chat accepts back as its own earlier answer", () => {
    expect(TEXT_LIMITS.faqAnswer).toBeLessThanOrEqual(AI_LIMITS.chatAnswerChars / 4);
  });

  it("a maximal FAQ answer, as the chat answers with it, is a turn the chat's request schema accepts", () => {
    const paragraph = "Lab access runs round the clock on real racks. ".repeat(20).trim();
    const answer = [paragraph, paragraph, "x".repeat(TEXT_LIMITS.faqAnswer - 2 * paragraph.length - 4)];
    const faq = faqItemSchema.parse({ id: "lab", question: "Is there a lab?", answer, category: "Training" });
    const text = faqAnswerText(faq.answer);
    expect(text).toHaveLength(TEXT_LIMITS.faqAnswer);
    // The next question sends it back, with the course facts the chat may add after it.
    const facts = "**CCNA**: ₹18,500, 8 weeks. ".repeat(40);
    const body = {
      messages: [
        { role: "user", text: "Is there a lab?" },
        { role: "model", text: `${text}\n\n${facts}` },
        { role: "user", text: "And on Sundays?" },
      ],
    };
    expect(chatRequest.safeParse(body).success).toBe(true);
  });
});
