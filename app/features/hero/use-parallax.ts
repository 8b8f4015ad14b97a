import { useEffect, type RefObject } from "react";

/** The background moves at this fraction of the page's scroll. */
export const PARALLAX_FACTOR = 0.3;

/**
 * Sets the CSS variable --hero-parallax on the element from window.scrollY, once per
 * animation frame, while enabled; cleared when disabled (mobile, reduced motion).
 */
export function useParallax(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // Past the hero there is nothing to move.
      if (y > el.offsetTop + el.offsetHeight) return;
      el.style.setProperty("--hero-parallax", `${Math.round(y * PARALLAX_FACTOR)}px`);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      el.style.removeProperty("--hero-parallax");
    };
  }, [ref, enabled]);
}
