import { useCallback, useEffect, useState, type RefObject } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";

/**
 * Embla, fetched the first time the carousel needs it, so its 7 KB are not part of the page's
 * first JavaScript. Until then the carousel is the server's HTML, moved by CSS (the track's
 * `--slide`, see use-auto-carousel.ts). `prepare()` starts the fetch (the visitor touches, hovers
 * or focuses the carousel, moves it, or the first autoplay step is near); Embla then starts on
 * the slide `start` holds, where the carousel already is, and keeps `start` on the slide it
 * shows. `options` must keep its identity (a module constant).
 */
export function useEmblaOnDemand(options: EmblaOptionsType, start: RefObject<number>) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!wanted || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    import("embla-carousel").then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        const embla = EmblaCarousel(viewport, { ...options, startIndex: start.current });
        // Moves Embla makes before the carousel has caught up with it (a tap between the render
        // that hands it over and that render's effects) must not be taken back then.
        embla.on("select", () => (start.current = embla.selectedScrollSnap()));
        instance = embla;
        setApi(embla);
      },
      // Offline, say: the slides still move without it, and the next touch or step tries again.
      () => setWanted(false),
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [wanted, viewport, options, start]);

  const prepare = useCallback(() => setWanted(true), []);
  return { viewportRef: setViewport, api, prepare };
}
