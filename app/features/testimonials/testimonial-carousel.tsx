import type { Testimonial } from "#app/content/schema.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { PlayPauseButton, PrevNextButtons, SlideDots } from "#app/features/hero/carousel-controls.tsx";
import { useAutoCarousel } from "#app/features/hero/use-auto-carousel.ts";

/**
 * Client success stories, one at a time, advancing every 5 s with the hero's rules:
 * paused on hover, keyboard focus or the pause button, stopped by default with reduced motion.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const carousel = useAutoCarousel(testimonials.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Alumni and client stories"
      className="mx-auto max-w-4xl"
      {...carousel.rootProps}
    >
      <div ref={carousel.emblaRef} className="relative overflow-hidden">
        <div
          className="carousel-track flex touch-pan-y"
          style={carousel.trackStyle}
          aria-live={carousel.stopped ? "polite" : "off"}
        >
          {testimonials.map((t, i) => (
            <div
              key={t.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${testimonials.length}`}
              className="min-w-0 flex-[0_0_100%] px-1"
            >
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10">
                <Icon name="Quote" className="h-8 w-8 text-accent-500" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-700 md:text-xl">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="block text-sm text-slate-600">{t.title}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <PlayPauseButton stopped={carousel.stopped} onToggle={carousel.toggleStopped} tone="dark" />
        <PrevNextButtons onPrev={carousel.prev} onNext={carousel.next} tone="dark" />
        <SlideDots
          count={testimonials.length}
          selected={carousel.selected}
          onSelect={carousel.goTo}
          tone="dark"
        />
      </div>
    </section>
  );
}
