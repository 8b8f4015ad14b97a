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
    return whenIdle(() => layOutInPlace(main));
  }, [pathname]);
  return ref;
}

/**
 * Lays the sections out without moving what the visitor sees. Sections the page skipped over
 * (a jump to a hash, say) give up their stand-in height above the screen, and the browser's
 * scroll anchoring does not make up for it: the section at the top of the screen is kept there.
 */
function layOutInPlace(main: HTMLElement) {
  const shown = [...main.children].find((section) => section.getBoundingClientRect().bottom > 0);
  const before = shown?.getBoundingClientRect().top ?? 0;
  main.dataset.laidOut = "";
  const moved = (shown?.getBoundingClientRect().top ?? 0) - before;
  if (moved) window.scrollBy({ top: moved, behavior: "instant" });
}
