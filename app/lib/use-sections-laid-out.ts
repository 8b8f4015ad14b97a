import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "./when-idle";

/**
 * The sections of <main> below the first skip layout until they near the screen (app/app.css),
 * which keeps a page's load light. Once the browser is idle after a page is shown, its
 * sections are laid out for good (`data-laid-out` on <main>), so that a jump to the end (the
 * End key, a dragged scrollbar) lands at the real end, not where 600 px stand-ins put it.
 */
export function useSectionsLaidOutWhenIdle() {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Before the new page's first layout: its sections start skipped, like a loaded page's.
  useLayoutEffect(() => {
    const main = ref.current;
    if (!main) return;
    delete main.dataset.laidOut;
    return whenIdle(() => (main.dataset.laidOut = ""));
  }, [pathname]);
  return ref;
}
