import { useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { AUTOPLAY_DELAY_MS, useAutoplay } from "./use-autoplay";
import { useEmblaOnDemand } from "./use-embla-on-demand";
import { REDUCED_MOTION, useMediaQuery } from "./use-media-query";

const EMBLA_OPTIONS = { loop: true };
/** Embla is fetched this long before the first autoplay step is due. */
const PREFETCH_BEFORE_STEP_MS = 1500;

/**
 * An Embla carousel that advances on its own. It pauses while a mouse hovers it or keyboard
 * focus is inside it, and stops for good when the visitor presses pause (WCAG 2.2.2) or
 * prefers reduced motion (until they press play). Embla itself arrives on demand.
 */
export function useAutoCarousel({ delayMs = AUTOPLAY_DELAY_MS }: { delayMs?: number } = {}) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const { viewportRef, api, prepare, run } = useEmblaOnDemand(EMBLA_OPTIONS);
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

  // With reduced motion, slides change without the scroll animation; so does a move that
  // waited for Embla, which lands at once rather than animating late.
  const next = useCallback(
    () => run((a, queued) => a.scrollNext(reducedMotion || queued)),
    [run, reducedMotion],
  );
  const prev = useCallback(
    () => run((a, queued) => a.scrollPrev(reducedMotion || queued)),
    [run, reducedMotion],
  );
  const goTo = useCallback(
    (index: number) => run((a, queued) => a.scrollTo(index, reducedMotion || queued)),
    [run, reducedMotion],
  );

  // The server's HTML does not play: the slideshow starts once the page is hydrated.
  const hydrated = useHydrated();
  const autoplay = stopped ? "stopped" : !hydrated || hovered || focused ? "paused" : "playing";
  useAutoplay(next, { delayMs, paused: autoplay !== "playing", restartKey: selected });
  useEffect(() => {
    if (autoplay !== "playing" || api) return;
    const id = setTimeout(prepare, Math.max(0, delayMs - PREFETCH_BEFORE_STEP_MS));
    return () => clearTimeout(id);
  }, [autoplay, api, prepare, delayMs]);

  const rootProps = {
    "data-autoplay": autoplay,
    // A visitor about to swipe or click gets Embla before they need it.
    onPointerDown: prepare,
    onPointerEnter: (e: PointerEvent) => {
      prepare();
      if (e.pointerType === "mouse") setHovered(true);
    },
    onPointerLeave: (e: PointerEvent) => e.pointerType === "mouse" && setHovered(false),
    // Only keyboard focus pauses: a mouse click on an arrow should not stop the slideshow.
    onFocus: (e: FocusEvent) => {
      prepare();
      setFocused(e.target.matches(":focus-visible"));
    },
    onBlur: (e: FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    emblaRef: viewportRef,
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
