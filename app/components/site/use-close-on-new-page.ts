import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/** Closes the open popover in `ref`: the element itself, or one inside it. */
function closePopoverIn(ref: RefObject<HTMLElement | null>) {
  const box = ref.current;
  (box?.matches(":popover-open") ? box : box?.querySelector<HTMLElement>(":popover-open"))?.hidePopover();
}

/**
 * A new page closes the open popover in `ref` (the element itself, or one inside it). The first
 * render is no new page: a panel open then was opened by the visitor before the page was live.
 * Returns the same closing, for the panel's own links.
 */
export function useCloseOnNewPage(ref: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    closePopoverIn(ref);
  }, [key, ref]);
  return () => closePopoverIn(ref);
}
