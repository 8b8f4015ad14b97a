import { useEffect, useRef, useState } from "react";
import { images } from "#app/content/images.ts";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { cn } from "#app/lib/utils.ts";
import type { DailyImageView } from "./load-daily-image";

/** Start loading the day's image this far before the section scrolls into view. */
const NEAR_VIEWPORT = "300px 0px";

/**
 * Home page section for the daily AI concept image. The server renders the fallback concept
 * art in a fixed aspect-ratio box; when the section nears the viewport the browser loads
 * today's image (from its store, else our API) and fades it in over the fallback, so nothing
 * shifts. When the image could not be made, the reason shows beside the fallback.
 */
export function DailyImageSection() {
  const fallback = images.dailyFallback;
  const boxRef = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<DailyImageView | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const controller = new AbortController();
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      import("./load-daily-image")
        .then(({ loadDailyImage, withMessage }) =>
          loadDailyImage({ signal: controller.signal }).then(withMessage),
        )
        .then(setResult, (error: unknown) => {
          if (!controller.signal.aborted) console.error("The daily image could not be loaded.", error);
        });
    };
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: NEAR_VIEWPORT,
          });
    if (observer) observer.observe(box);
    else start();
    return () => {
      observer?.disconnect();
      controller.abort();
    };
  }, []);

  const image = result?.image ?? null;
  const message = result?.message ?? null;

  return (
    <section
      id="daily-ai-image"
      aria-labelledby="daily-ai-image-heading"
      className="bg-brand-950 py-14 text-white md:py-20"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 md:grid-cols-2 md:gap-12">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Daily AI image</p>
          <h2 id="daily-ai-image-heading" className="mt-2 text-2xl font-bold md:text-3xl">
            Today&apos;s AI Concept Art
          </h2>
          <p className="mt-4 text-brand-100">
            Every day a new piece of abstract high-tech art is generated for this page, a small daily reminder
            of what generative AI can create. Come back tomorrow for a fresh concept.
          </p>
        </div>
        <figure>
          <div
            ref={boxRef}
            className="relative overflow-hidden rounded-2xl bg-brand-900"
            style={{ aspectRatio: `${fallback.width} / ${fallback.height}` }}
          >
            {/* The fallback stays underneath (and is the first paint); today's image covers it once decoded. */}
            <div aria-hidden={image && shown ? true : undefined} className="h-full">
              <ResponsiveImage
                image={fallback}
                sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                className="h-full"
                imgClassName="h-full object-cover"
              />
            </div>
            {image && (
              <img
                key={image.image}
                src={image.image}
                alt={image.prompt || "Today's AI concept art"}
                width={fallback.width}
                height={fallback.height}
                decoding="async"
                onLoad={() => setShown(true)}
                className={cn(
                  "absolute inset-0 h-full w-full object-cover transition-opacity duration-500 motion-reduce:transition-none",
                  shown ? "opacity-100" : "opacity-0",
                )}
              />
            )}
            {/* Over the image, so a message appearing moves nothing; empty, it takes no room. */}
            <p
              role="status"
              className="absolute inset-x-0 bottom-0 bg-brand-950/90 px-4 py-3 text-sm font-medium text-white empty:p-0"
            >
              {message}
            </p>
          </div>
          {/* Three lines are reserved (the full prompt is the image's alt text), so the caption moves nothing. */}
          <figcaption aria-hidden="true" className="mt-3 line-clamp-3 min-h-15 text-sm text-brand-100">
            {image && shown && image.prompt ? image.prompt : null}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
