import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { MobileMenuPanel } from "./mobile-menu-panel";
import { DESKTOP_QUERY } from "./nav-styles";
import { useCloseOnNewPage } from "./use-close-on-new-page";

const PANEL_ID = "mobile-menu";

/**
 * Below 768 px: a hamburger button and the menu panel, both in the server's HTML. The panel is
 * a native popover, so the first tap opens it before any script runs, and Escape or a tap on
 * the dimmed page closes it. Once live, choosing a link or widening the window to 768 px closes
 * it too, and the button's aria-expanded follows it (the browser reports it until then).
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  // Unknown on the server: the visitor may have opened the menu before the page was live.
  const [open, setOpen] = useState<boolean>();
  const close = useCloseOnNewPage(panelRef);

  useEffect(() => {
    const panel = panelRef.current!;
    setOpen(panel.matches(":popover-open"));
    const onToggle = (e: Event) => setOpen((e as ToggleEvent).newState === "open");
    panel.addEventListener("toggle", onToggle);
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWiden = (e: MediaQueryListEvent) => e.matches && panel.hidePopover();
    desktop.addEventListener("change", onWiden);
    return () => {
      panel.removeEventListener("toggle", onToggle);
      desktop.removeEventListener("change", onWiden);
    };
  }, []);

  return (
    <div className="group/menu md:hidden">
      <button
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        popoverTarget={PANEL_ID}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
      >
        <Icon name="Menu" className="h-6 w-6 group-has-[:popover-open]/menu:hidden" />
        <Icon name="X" className="hidden h-6 w-6 group-has-[:popover-open]/menu:block" />
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        onClick={(e) => {
          if ((e.target as Element).closest("a")) close();
        }}
      >
        <MobileMenuPanel pathname={pathname} />
      </div>
    </div>
  );
}
