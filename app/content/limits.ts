/**
 * How long each text the company edits may be, and how many items each list may hold: the
 * schemas (./schema.ts, ./live/schema.ts) refuse more, and the editor's inputs carry the same
 * numbers as `maxLength`. Plain numbers, no zod, so the editor's form reads them in the browser.
 */
import { AI_LIMITS } from "#common/ai/ai-limits.ts";

/**
 * The chat sends its own earlier answers back with the next question, and the server refuses
 * one over `AI_LIMITS.chatAnswerChars`. An FAQ answer is what the chat answers with, sometimes
 * followed by a course's facts, so it keeps to a quarter of that: never a turn the chat refuses.
 */
const faqAnswerChars = Math.min(2_000, Math.floor(AI_LIMITS.chatAnswerChars / 4));

/** Characters, counted after trimming (an FAQ answer's paragraphs with the empty line between them). */
export const TEXT_LIMITS = {
  faqQuestion: 200,
  faqAnswer: faqAnswerChars,
  faqId: 60,
  testimonialName: 80,
  testimonialTitle: 120,
  testimonialQuote: 600,
  heroSupertitle: 60,
  heroTitle: 120,
  heroSubtitle: 300,
  heroCtaText: 40,
  trackTitle: 60,
  trackDescription: 300,
  offerText: 60,
  fee: 40,
  duration: 30,
  email: 254,
  street: 150,
  locality: 80,
  region: 60,
  officeHours: 100,
  legalName: 120,
  bankName: 100,
  upiId: 100,
} as const;

/** Items a list may hold. The seed has 12 FAQs and 4 testimonials; a batch calendar rarely shows 50. */
export const LIST_LIMITS = { batches: 200, faqs: 60, testimonials: 30 } as const;

/** Names a list's items in "At most 60 FAQs". */
export const LIST_NOUNS: Record<keyof typeof LIST_LIMITS, string> = {
  batches: "batches",
  faqs: "FAQs",
  testimonials: "testimonials",
};

/** "Remove one before adding another": the message when a list is full. */
export function listFullMessage(list: keyof typeof LIST_LIMITS): string {
  return `At most ${LIST_LIMITS[list]} ${LIST_NOUNS[list]}: remove one before adding another.`;
}
