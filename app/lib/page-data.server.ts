import type { AppLoadContext } from "react-router";
import { faqsIn } from "#app/content/live/apply.ts";
import { courseNames, formTokenFor } from "#app/features/contact/enquiry-action.server.ts";
import { liveContent } from "./live-content.server";

/** What the home page shows of the edited content; not-found.tsx shows that page too. */
export async function homeData(context: AppLoadContext) {
  const { content } = await liveContent(context);
  return { hero: content.hero, testimonials: content.testimonials, faqs: content.faqs };
}

/**
 * The AI Solutions landing's edited FAQs, and the token its contact form's no-JavaScript post
 * needs and its course choices; section-not-found.tsx shows that page too.
 */
export async function aiSolutionsData(context: AppLoadContext) {
  const { content } = await liveContent(context);
  return {
    formToken: formTokenFor(context),
    courseNames: courseNames(),
    faqs: faqsIn(content.faqs, "AI Services"),
  };
}
