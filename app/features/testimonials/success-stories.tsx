import { testimonials } from "#app/content/testimonials.ts";
import { TestimonialCarousel } from "./testimonial-carousel";

/** The carousel with every testimonial: the quotes travel with the carousel's code. */
export function SuccessStories() {
  return <TestimonialCarousel testimonials={testimonials} />;
}
