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
  // The instance as soon as it exists: a tap between its creation and React's next render
  // would otherwise be queued after the queue was already run, and lost.
  const current = useRef<EmblaCarouselType | undefined>(undefined);

  useEffect(() => {
    if (!wanted || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    import("embla-carousel").then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, options);
        current.current = instance;
        queued.current?.(instance, true);
        queued.current = null;
        setApi(instance);
      },
      // Offline, say: the first slide stays, and the next touch or autoplay step tries again.
      () => setWanted(false),
    );
    return () => {
      cancelled = true;
      current.current = undefined;
      instance?.destroy();
      setApi(undefined);
    };
  }, [wanted, viewport, options]);

  const prepare = useCallback(() => setWanted(true), []);
  const run = useCallback((action: CarouselAction) => {
    if (current.current) return action(current.current, false);
    queued.current = action;
    setWanted(true);
  }, []);
  return { viewportRef: setViewport, api, prepare, run };
}
