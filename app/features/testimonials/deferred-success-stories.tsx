import { hydrateWhenVisible } from "#app/components/ui/hydrate-when-visible.tsx";
import { SuccessStories } from "./success-stories";

/** The home page's success stories, below the fold: their code and quotes load as the visitor nears them. */
export const DeferredSuccessStories = hydrateWhenVisible(import.meta.env.SSR ? SuccessStories : null, () =>
  import("./success-stories").then((m) => m.SuccessStories),
);
