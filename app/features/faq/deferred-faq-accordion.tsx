import { hydrateWhenVisible } from "~/components/ui/hydrate-when-visible";
import { FaqAccordion } from "./faq-accordion";

/** The FAQ accordion, which sits low on its pages: its code and answers load as the visitor nears it. */
export const DeferredFaqAccordion = hydrateWhenVisible(import.meta.env.SSR ? FaqAccordion : null, () =>
  import("./faq-accordion").then((m) => m.FaqAccordion),
);
