import { useCallback, useEffect, useRef, useState } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";

/** A move of the carousel; `queued` is true when it waited for Embla to arrive. */
export type CarouselAction = (api: EmblaCarouselType, queued: boolean) => void;

/**
 * Embla, fetched the first time the carousel needs it, so its 7 KB are not part of the page's
 * first JavaScript. Until then the carousel is the server's HTML: the first slide, in place.
 * `prepare()` starts the fetch (the visitor touches, hovers or focuses the carousel, or the
 * first autoplay step is near); `run(action)` moves the carousel now, or once Embla is there.
 * `options` must keep its identity (a module constant).
 */
export function useEmblaOnDemand(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  const queued = useRef<CarouselAction | null>(null);

  useEffect(() => {
    if (!wanted || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    import("embla-carousel").then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, options);
        setApi(instance);
      },
      // Offline, say: the first slide stays, and the next touch or autoplay step tries again.
      () => setWanted(false),
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [wanted, viewport, options]);

  // The move that waited runs once React has the instance: a tap made between the instance's
  // creation and that render is queued too, and not lost.
  useEffect(() => {
    if (!api) return;
    queued.current?.(api, true);
    queued.current = null;
  }, [api]);

  const prepare = useCallback(() => setWanted(true), []);
  const run = useCallback(
    (action: CarouselAction) => {
      if (api) return action(api, false);
      queued.current = action;
      setWanted(true);
    },
    [api],
  );
  return { viewportRef: setViewport, api, prepare, run };
}
