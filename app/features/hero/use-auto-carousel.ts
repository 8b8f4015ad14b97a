import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
} from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { AUTOPLAY_DELAY_MS, useAutoplay } from "./use-autoplay";
import { useEmblaOnDemand } from "./use-embla-on-demand";
import { REDUCED_MOTION, useMediaQuery } from "./use-media-query";

const EMBLA_OPTIONS = { loop: true };
/** Embla is fetched this long before the first autoplay step is due. */
const PREFETCH_BEFORE_STEP_MS = 1500;

/**
 * An Embla carousel of `count` slides that advances on its own. It pauses while a mouse hovers
 * it or keyboard focus is inside it, and stops for good when the visitor presses pause (WCAG
 * 2.2.2) or prefers reduced motion (until they press play). Embla itself arrives on demand:
 * until then a move shows its slide at once through `trackStyle`, and Embla starts there.
 */
export function useAutoCarousel(count: number, { delayMs = AUTOPLAY_DELAY_MS }: { delayMs?: number } = {}) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // The slide shown, at once: moves made before React renders again count from it.
  const current = useRef(0);
  const { viewportRef, api, prepare } = useEmblaOnDemand(EMBLA_OPTIONS, current);
  const [selected, setSelected] = useState(0);
  // Slides the visitor has been shown: the others' images are not loaded yet.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const stopped = userStopped ?? reducedMotion;

  const show = useCallback((index: number) => {
    current.current = index;
    setSelected(index);
    setShown((seen) => (seen.has(index) ? seen : new Set(seen).add(index)));
  }, []);

  useEffect(() => {
    if (!api) return;
    // Moved after Embla started, before this render: it catches up without animating.
    if (api.selectedScrollSnap() !== current.current) api.scrollTo(current.current, true);
    const onSelect = () => show(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api, show]);

  // Without Embla yet, a move lands at once and fetches it; with it, the slide animates, but
  // not with reduced motion.
  const moveTo = useCallback(
    (index: number) => {
      show((index + count) % count);
      prepare();
    },
    [show, prepare, count],
  );
  const next = useCallback(
    () => (api ? api.scrollNext(reducedMotion) : moveTo(current.current + 1)),
    [api, moveTo, reducedMotion],
  );
  const prev = useCallback(
    () => (api ? api.scrollPrev(reducedMotion) : moveTo(current.current - 1)),
    [api, moveTo, reducedMotion],
  );
  const goTo = useCallback(
    (index: number) => (api ? api.scrollTo(index, reducedMotion) : moveTo(index)),
    [api, moveTo, reducedMotion],
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
    /**
     * For the track (class carousel-track, in a `relative` viewport: app/app.css): shows the
     * selected slide until Embla's own transform takes over. None for the first, so that the
     * stylesheet can show the slide of an arrow or dot tapped before the page is live
     * (`data-go`, carousel-controls.tsx).
     */
    trackStyle: { "--slides": count, ...(selected ? { "--slide": selected } : {}) } as CSSProperties,
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
