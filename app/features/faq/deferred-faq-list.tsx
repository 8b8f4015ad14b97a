import { hydrateWhenVisible } from "#app/components/ui/hydrate-when-visible.tsx";
import { FaqList } from "./faq-list";

/** The FAQ accordion, which sits low on its pages: its code and answers load as the visitor nears it. */
export const DeferredFaqList = hydrateWhenVisible(import.meta.env.SSR ? FaqList : null, () =>
  import("./faq-list").then((m) => m.FaqList),
);
