import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect, useRef, useSyncExternalStore, type ComponentType } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import type { SearchModalProps } from "./search-modal";

type Variant = "desktop" | "mobile";

/*
 * The desktop and mobile buttons share one search dialog. This small store knows which
 * buttons are mounted and whether the dialog is open; the first mounted button hosts the
 * dialog, so there is never more than one, even if the opening button unmounts (for
 * example inside a closing mobile menu). The dialog's code loads on first use.
 */
const buttons = new Set<HTMLButtonElement>();
const listeners = new Set<() => void>();
let isOpen = false;
let opener: HTMLButtonElement | null = null;
let Modal: ComponentType<SearchModalProps> | null = null;
let loading: Promise<void> | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setOpen(open: boolean) {
  isOpen = open;
  notify();
}

function loadModal(): Promise<void> {
  loading ??= import("./search-modal").then(
    (module) => {
      Modal = module.SearchModal;
      notify();
    },
    (error: unknown) => {
      loading = null; // let the next click try again
      throw error;
    },
  );
  return loading;
}

function prefetch() {
  loadModal().catch(() => {});
}

function openFrom(button: HTMLButtonElement) {
  opener = button;
  // Stays closed (no error flash) if the code cannot load; the next click retries.
  loadModal().then(
    () => setOpen(true),
    () => {},
  );
}

function isVisible(el: HTMLElement) {
  return el.isConnected && el.getClientRects().length > 0;
}

/** The search button to return focus to: the desktop or mobile one, by viewport width. */
function focusTarget(): HTMLElement | null {
  const variant: Variant = window.matchMedia("(min-width: 768px)").matches ? "desktop" : "mobile";
  const all = [...buttons];
  return (
    all.find((b) => b.dataset.searchButton === variant && isVisible(b)) ??
    all.find(isVisible) ??
    (opener?.isConnected ? opener : null)
  );
}

export function SearchButton({ variant, className }: { variant: Variant; className?: string }) {
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    buttons.add(button);
    notify();
    return () => {
      buttons.delete(button);
      notify();
    };
  }, []);

  // "none" unless this button hosts the (loaded) dialog.
  const hostState = useSyncExternalStore(
    subscribe,
    () => {
      const host = buttons.values().next().value;
      if (!Modal || !host || host !== ref.current) return "none";
      return isOpen ? "open" : "closed";
    },
    () => "none",
  );

  return (
    <>
      <button
        ref={ref}
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        data-search-button={variant}
        onClick={(event) => openFrom(event.currentTarget)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), className)}
      >
        <Icon name="Search" className="size-5" />
      </button>
      {Modal && hostState !== "none" && (
        <Modal open={hostState === "open"} onOpenChange={setOpen} returnFocusTo={focusTarget} />
      )}
    </>
  );
}
