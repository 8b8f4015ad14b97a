import { useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { DESKTOP_QUERY } from "./nav-styles";

type PanelProps = { pathname: string; close: () => void };
const loadPanel = () => import("./mobile-menu-panel").then((m) => m.MobileMenuPanel);
const PANEL_ID = "mobile-menu";

/**
 * Below 768 px: a hamburger button disclosing the menu panel (its code loads on first use).
 * Choosing a link, Escape, a tap outside, or widening the window to 768 px closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const { pathname, key } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  function prefetch() {
    if (!Panel)
      loadPanel().then(
        (p) => setPanel(() => p),
        () => {},
      );
  }

  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = (e: MediaQueryListEvent) => {
      if (e.matches) setOpen(false);
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          prefetch();
          setOpen((o) => !o);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
      >
        {open ? <Icon name="X" className="h-6 w-6" /> : <Icon name="Menu" className="h-6 w-6" />}
      </button>
      {open && (
        <>
          <div aria-hidden="true" onClick={close} className="fixed inset-x-0 bottom-0 top-16 bg-ink/40" />
          <div
            id={PANEL_ID}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white shadow-xl"
          >
            {Panel ? (
              <Panel pathname={pathname} close={close} />
            ) : (
              <p className="flex items-center justify-center gap-2 p-6 text-slate-600">
                <Icon name="LoaderCircle" className="h-5 w-5 animate-spin" />
                Loading menu…
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
