import { hydrateWhenVisible } from "#app/components/ui/hydrate-when-visible.tsx";
import { TestimonialCarousel } from "./testimonial-carousel";

/**
 * The home page's success stories, below the fold: the carousel's code loads as the visitor
 * nears it. `testimonials` must keep its identity between renders: pass the loader's array.
 */
export const DeferredSuccessStories = hydrateWhenVisible(
  import.meta.env.SSR ? TestimonialCarousel : null,
  () => import("./testimonial-carousel").then((m) => m.TestimonialCarousel),
);
