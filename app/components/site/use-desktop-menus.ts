import { useEffect, useRef, useState } from "react";
import { useCloseOnNewPage } from "./use-close-on-new-page";

/** Interactions that show the visitor is about to use the bar: its live behaviours load then. */
const WAKING = ["pointerover", "focusin"];

/**
 * The desktop menus once the page is live. Their panels are native popovers, which already open
 * and close by click and keyboard; this adds what needs script: the open panel's id for the
 * triggers' aria-expanded (undefined until live: the visitor may have opened one before), no menu
 * left open on a new page or once a link in it is chosen, and the rest (hover, arrow keys:
 * desktop-menus-live.ts) loaded when the bar is first pointed at or focused.
 */
export function useDesktopMenus() {
  const navRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<string>();
  const close = useCloseOnNewPage(navRef);

  useEffect(() => {
    const nav = navRef.current!;
    let stop: (() => void) | undefined;
    let gone = false;
    setOpen(nav.querySelector(":popover-open")?.id ?? "");
    const onToggle = (e: Event) => {
      const { id } = e.target as Element;
      setOpen((current) => ((e as ToggleEvent).newState === "open" ? id : current === id ? "" : current));
    };
    const listen = (start: boolean) =>
      WAKING.forEach((type) =>
        (start ? nav.addEventListener : nav.removeEventListener).call(nav, type, load),
      );
    function load() {
      listen(false);
      import("./desktop-menus-live").then(
        (live) => gone || (stop = live.enhanceDesktopMenus(nav)),
        () => listen(true), // try again at the next approach
      );
    }
    nav.addEventListener("toggle", onToggle, true);
    if (nav.matches(":hover, :focus-within")) load();
    else listen(true);
    return () => {
      gone = true;
      stop?.();
      listen(false);
      nav.removeEventListener("toggle", onToggle, true);
    };
  }, []);

  /** A link chosen in a panel closes it (a new page would too, but not a link to this one). */
  function onClick(e: { target: EventTarget }) {
    if ((e.target as Element).closest("[popover] a")) close();
  }
  return { navRef, open, onClick };
}
