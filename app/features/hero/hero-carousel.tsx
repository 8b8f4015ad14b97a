import { useRef } from "react";
import type { HeroSlide } from "#app/content/schema.ts";
import { HERO_PHONE_WIDTH } from "#app/content/images.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { PlayPauseButton, PrevNextButtons, SlideDots } from "./carousel-controls";
import { useAutoCarousel } from "./use-auto-carousel";
import { DESKTOP, REDUCED_MOTION, useMediaQuery } from "./use-media-query";
import { useParallax } from "./use-parallax";

/**
 * The home page hero: slides that advance every 5 s (paused on hover, keyboard focus or the
 * pause button), with arrows, dots and a parallax background at 768 px and wider.
 * Without JavaScript the first slide shows; every slide has the same fixed height (no CLS).
 * Only the first slide's image loads with the page (with high priority: it is the LCP); the
 * others load the moment they are picked, not once they have slid into view, and show over the
 * hero's dark background until they arrive.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const carousel = useAutoCarousel(slides.length);
  const rootRef = useRef<HTMLElement>(null);
  const desktop = useMediaQuery(DESKTOP);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  useParallax(rootRef, desktop && !reducedMotion);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label="Featured services"
      className="relative bg-brand-950"
      {...carousel.rootProps}
    >
      <div ref={carousel.emblaRef} className="relative overflow-hidden">
        <div
          className="carousel-track flex touch-pan-y"
          style={carousel.trackStyle}
          aria-live={carousel.stopped ? "polite" : "off"}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className="relative h-[37rem] min-w-0 flex-[0_0_100%] overflow-hidden md:h-[38rem]"
            >
              <div
                className="absolute inset-0 [transform:translate3d(0,var(--hero-parallax,0px),0)]"
                data-hero-image=""
              >
                {carousel.shown.has(i) && (
                  <ResponsiveImage
                    image={slide.image}
                    sizes="100vw"
                    phoneWidth={HERO_PHONE_WIDTH}
                    priority={i === 0}
                    eager
                    className="h-full"
                    imgClassName="h-full object-cover"
                  />
                )}
              </div>
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-brand-950/80 md:bg-transparent md:bg-gradient-to-r md:from-brand-950/95 md:via-brand-950/80 md:to-brand-950/30"
              />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 pb-20 pt-10">
                <div className="max-w-2xl">
                  <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
                    {slide.supertitle}
                  </p>
                  <SlideTitle first={i === 0}>{slide.title}</SlideTitle>
                  <p className="mt-4 text-base text-brand-100 md:text-lg">{slide.subtitle}</p>
                  <AppLink
                    href={slide.ctaLink}
                    className={buttonVariants({ variant: "accent", size: "lg", className: "mt-8" })}
                  >
                    {slide.ctaText}
                  </AppLink>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-5">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4">
          <PlayPauseButton stopped={carousel.stopped} onToggle={carousel.toggleStopped} tone="light" />
          <PrevNextButtons onPrev={carousel.prev} onNext={carousel.next} tone="light" />
          <SlideDots
            count={slides.length}
            selected={carousel.selected}
            onSelect={carousel.goTo}
            tone="light"
          />
        </div>
      </div>
    </section>
  );
}

/** Only the first slide's title is the page's h1. */
function SlideTitle({ first, children }: { first: boolean; children: string }) {
  const className = "mt-3 text-3xl font-bold leading-tight text-white md:text-5xl";
  return first ? <h1 className={className}>{children}</h1> : <h2 className={className}>{children}</h2>;
}
