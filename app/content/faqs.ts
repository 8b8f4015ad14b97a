import type { FaqItem } from "./schema";

/** The 12 FAQs, in the categories Training, AI Services and Business Services. */
export const faqs: FaqItem[] = [];
