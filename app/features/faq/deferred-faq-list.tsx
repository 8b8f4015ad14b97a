import { hydrateWhenVisible } from "#app/components/ui/hydrate-when-visible.tsx";
import { FaqList } from "./faq-list";

/**
 * The FAQ accordion, which sits low on its pages: its code loads as the visitor nears it.
 * `items` must keep its identity between renders: pass the loader's array itself.
 */
export const DeferredFaqList = hydrateWhenVisible(import.meta.env.SSR ? FaqList : null, () =>
  import("./faq-list").then((m) => m.FaqList),
);
