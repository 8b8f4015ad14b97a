import { images } from "~/content/images";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/**
 * Home page section for the daily AI concept image. Until today's image is available
 * it shows the fallback concept art, at a fixed aspect ratio so nothing shifts.
 */
export function DailyImageSection() {
  const image = images.dailyFallback;
  return (
    <section id="daily-ai-image" aria-labelledby="daily-ai-image-heading" className="bg-brand-950 py-14 text-white md:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 md:grid-cols-2 md:gap-12">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Daily AI image</p>
          <h2 id="daily-ai-image-heading" className="mt-2 text-2xl font-bold md:text-3xl">
            Today&apos;s AI Concept Art
          </h2>
          <p className="mt-4 text-brand-100">
            Every day a new piece of abstract high-tech art is generated for this page, a small daily reminder of what
            generative AI can create. Come back tomorrow for a fresh concept.
          </p>
        </div>
        <div className="overflow-hidden rounded-2xl bg-brand-900" style={{ aspectRatio: `${image.width} / ${image.height}` }}>
          <ResponsiveImage
            image={image}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            className="h-full"
            imgClassName="h-full object-cover"
          />
        </div>
      </div>
    </section>
  );
}
