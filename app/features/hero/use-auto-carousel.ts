import { useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from "react";
import useEmblaCarousel from "embla-carousel-react";
import { AUTOPLAY_DELAY_MS, useAutoplay } from "./use-autoplay";
import { REDUCED_MOTION, useMediaQuery } from "./use-media-query";

/**
 * An Embla carousel that advances on its own. It pauses while a mouse hovers it or keyboard
 * focus is inside it, and stops for good when the visitor presses pause (WCAG 2.2.2) or
 * prefers reduced motion (until they press play).
 */
export function useAutoCarousel({ delayMs = AUTOPLAY_DELAY_MS }: { delayMs?: number } = {}) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [emblaRef, api] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  // Slides the visitor has been shown: the others' images are not loaded yet.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const stopped = userStopped ?? reducedMotion;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      setShown((seen) => (seen.has(index) ? seen : new Set(seen).add(index)));
    };
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  // With reduced motion, slides change without the scroll animation.
  const next = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);
  const prev = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const goTo = useCallback((index: number) => api?.scrollTo(index, reducedMotion), [api, reducedMotion]);

  const autoplay = stopped ? "stopped" : !api || hovered || focused ? "paused" : "playing";
  useAutoplay(next, { delayMs, paused: autoplay !== "playing", restartKey: selected });

  const rootProps = {
    "data-autoplay": autoplay,
    onPointerEnter: (e: PointerEvent) => e.pointerType === "mouse" && setHovered(true),
    onPointerLeave: (e: PointerEvent) => e.pointerType === "mouse" && setHovered(false),
    // Only keyboard focus pauses: a mouse click on an arrow should not stop the slideshow.
    onFocus: (e: FocusEvent) => setFocused(e.target.matches(":focus-visible")),
    onBlur: (e: FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    emblaRef,
    selected,
    /** The slides shown so far (the first from the start); a slide's image loads when it is first shown. */
    shown,
    next,
    prev,
    goTo,
    /** True once the visitor stopped the slideshow, or by default with reduced motion. */
    stopped,
    toggleStopped: () => setUserStopped(!stopped),
    rootProps,
  };
}
