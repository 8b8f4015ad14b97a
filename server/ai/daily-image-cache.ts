import type { FallbackImage } from "./fallback-provider";

type Entry = { image: FallbackImage; expires: number };

/**
 * One image per calendar day, made once and kept: concurrent requests for the same day share
 * one generation. A fallback image is kept only briefly, so the model is asked again later.
 */
export function dailyImageCache(generate: (date: string) => Promise<FallbackImage>, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<FallbackImage>>();
  const FALLBACK_TTL_MS = 10 * 60_000;

  return {
    /** The cached image for `date`, without generating one. */
    peek(date: string): FallbackImage | undefined {
      const entry = entries.get(date);
      return entry && entry.expires > now() ? entry.image : undefined;
    },
    async get(date: string): Promise<FallbackImage> {
      const cached = this.peek(date);
      if (cached) return cached;
      let job = pending.get(date);
      if (!job) {
        job = generate(date)
          .then((image) => {
            entries.set(date, { image, expires: image.fallback ? now() + FALLBACK_TTL_MS : Infinity });
            // Visitors' calendar days span about three dates at once; older ones are dropped.
            for (const key of [...entries.keys()].sort().slice(0, -3)) entries.delete(key);
            return image;
          })
          .finally(() => pending.delete(date));
        pending.set(date, job);
      }
      return job;
    },
  };
}
