import { hydrateWhenVisible } from "#app/components/ui/hydrate-when-visible.tsx";
import { AutomationDemos } from "./automation-demos";
import { DataDemos } from "./data-demos";
import { CourseRecommender } from "./recommender";

/*
 * Demos that sit low on their pages (below the service cards, or below the catalogue and the
 * calendar): their code loads as the visitor nears them, not with the page.
 */

export const DeferredAutomationDemos = hydrateWhenVisible(import.meta.env.SSR ? AutomationDemos : null, () =>
  import("./automation-demos").then((m) => m.AutomationDemos),
);

export const DeferredDataDemos = hydrateWhenVisible(import.meta.env.SSR ? DataDemos : null, () =>
  import("./data-demos").then((m) => m.DataDemos),
);

export const DeferredCourseRecommender = hydrateWhenVisible(
  import.meta.env.SSR ? CourseRecommender : null,
  () => import("./recommender").then((m) => m.CourseRecommender),
);
