import { preload } from "react-dom";
import type { Image } from "#app/content/schema.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Widths generated for every image (capped at its own width); see scripts/make-images.ts.
 * 768 fits a full-width image on a typical phone (412 px at 1.75x needs 721) in about 13 KB.
 */
export const IMAGE_WIDTHS = [480, 768, 960, 1600] as const;

export function imageWidths(image: Pick<Image, "width">): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < image.width), image.width];
}

type Props = {
  image: Image;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** Set for the largest image above the fold (LCP): loads eagerly with high priority. */
  priority?: boolean;
  /** Loads now, at normal priority: an image put on screen by a tap (a carousel's next slide). */
  eager?: boolean;
  /**
   * For an image that phones show only under a dark overlay (the hero): below 768 px every
   * phone gets this one width, whatever its pixel density. The detail it drops does not show
   * through the overlay, and the smaller file paints sooner.
   */
  phoneWidth?: number;
  className?: string;
  imgClassName?: string;
};

const PHONE = "(max-width: 767px)";
const WIDER = "(min-width: 768px)";

/** AVIF with WebP fallback, explicit dimensions (no layout shift), lazy unless priority or eager. */
export function ResponsiveImage({
  image,
  sizes,
  priority,
  eager = priority,
  phoneWidth,
  className,
  imgClassName,
}: Props) {
  const widths = imageWidths(image);
  const srcSet = (ext: string) => widths.map((w) => `${image.src}-${w}.${ext} ${w}w`).join(", ");
  const fallback = widths.find((w) => w >= 960) ?? widths[widths.length - 1];
  // The LCP image is requested from the top of <head>, before the browser parses the inline
  // stylesheet and the markup above it (browsers without AVIF skip the hint).
  const phoneFile = (ext: string) => `${image.src}-${phoneWidth}.${ext}`;
  if (priority) {
    if (phoneWidth)
      preload(phoneFile("avif"), { as: "image", type: "image/avif", media: PHONE, fetchPriority: "high" });
    preload(`${image.src}-${fallback}.avif`, {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet("avif"),
      imageSizes: sizes,
      media: phoneWidth ? WIDER : undefined,
      fetchPriority: "high",
    });
  }
  // A lazy image is skipped (not fetched, decoded or drawn) until its box nears the viewport.
  // The box keeps the image's aspect ratio meanwhile, so nothing moves when it is drawn.
  const skipUntilNear = eager
    ? undefined
    : { contentVisibility: "auto" as const, aspectRatio: `${image.width} / ${image.height}` };
  return (
    <picture className={cn("block", className)} style={skipUntilNear}>
      {phoneWidth && <source type="image/avif" media={PHONE} srcSet={phoneFile("avif")} />}
      {phoneWidth && <source type="image/webp" media={PHONE} srcSet={phoneFile("webp")} />}
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={`${image.src}-${fallback}.webp`}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={cn("h-auto w-full", imgClassName)}
      />
    </picture>
  );
}
