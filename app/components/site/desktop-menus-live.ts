/**
 * What the desktop menus do on top of their native popovers (which open on a click, Enter or
 * Space, close on Escape returning focus or on a click elsewhere, one at a time), loaded at
 * the first pointer over or focus in the bar: open on hover and close on leaving, with the
 * delays Radix NavigationMenu had; a mouse click on a menu hover opened keeps it open; ArrowDown
 * on a trigger opens its menu and moves into it, arrow keys move between links and along the bar;
 * focus leaving a menu closes it. Returns a function that removes it all.
 */

const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;

const isOpen = (panel: Element | null | undefined) => !!panel?.matches(":popover-open");
const show = (panel: HTMLElement) => isOpen(panel) || panel.showPopover();
const hide = (panel: HTMLElement | null | undefined) => isOpen(panel) && panel!.hidePopover();
const itemOf = (el: EventTarget | null | undefined) => (el as Element | null)?.closest?.("li");
/** The panel of the menu `el` belongs to (its trigger, its panel or anything in them). */
const panelOf = (el: EventTarget | null | undefined) =>
  itemOf(el)?.querySelector<HTMLElement>(":scope > [popover]");
const inside = (item: Element | null | undefined, el: EventTarget | null) => !!item?.contains(el as Node);

export function enhanceDesktopMenus(nav: HTMLElement): () => void {
  let timer = 0;
  let pointerType = "";
  /** The panel about to open on hover. */
  let pending: Element | null = null;
  /** A panel closed under the pointer (Escape, a click): it reopens on hover once the pointer has left. */
  let held: Element | null = null;
  const openPanel = () => nav.querySelector(":popover-open");

  function later(action: () => void, ms: number) {
    clearTimeout(timer);
    timer = window.setTimeout(action, ms);
  }

  function hoverOpen(trigger: Element) {
    const panel = panelOf(trigger);
    if (!panel || isOpen(panel) || pending === panel || held === panel) return;
    pending = panel;
    // Moving from one open menu to another switches at once.
    later(
      () => {
        pending = null;
        show(panel);
      },
      openPanel() ? 0 : OPEN_DELAY_MS,
    );
  }

  const on: { [type: string]: (e: never) => void } = {
    toggle(e: ToggleEvent) {
      if (e.newState === "closed") held = e.target as Element;
    },
    // Where CSS anchor positioning is missing (app/app.css then places panels under the middle of
    // the bar at the top of the page), a panel opens under the bar's start (the mega menu) or its trigger.
    beforetoggle(e: ToggleEvent) {
      const panel = e.target as HTMLElement;
      if (e.newState !== "open" || CSS.supports("anchor-name: --a")) return;
      const anchor = panel.hasAttribute("data-mega") ? panel.closest("ul") : panel.previousElementSibling;
      const box = anchor!.getBoundingClientRect();
      Object.assign(panel.style, { top: `${box.bottom}px`, left: `${box.left}px`, translate: "none" });
    },
    pointerdown(e: PointerEvent) {
      pointerType = e.pointerType;
    },
    pointerover(e: PointerEvent) {
      const item = itemOf(e.target);
      if (!inside(item, e.relatedTarget)) held = null;
    },
    pointermove(e: PointerEvent) {
      if (e.pointerType !== "mouse") return;
      if (isOpen(panelOf(e.target))) clearTimeout(timer);
      else if ((e.target as Element).closest("button")) hoverOpen(e.target as Element);
    },
    pointerout(e: PointerEvent) {
      const item = itemOf(e.target);
      if (e.pointerType !== "mouse" || !item || inside(item, e.relatedTarget)) return;
      pending = null;
      later(() => hide(panelOf(item)), CLOSE_DELAY_MS);
    },
    // The click that follows a hover must not toggle the menu it opened shut.
    click(e: MouseEvent) {
      const target = e.target as Element;
      if (target.closest("button") && e.detail > 0 && pointerType === "mouse" && isOpen(panelOf(target)))
        e.preventDefault();
    },
    focusout(e: FocusEvent) {
      const item = itemOf(e.target);
      if (e.relatedTarget && !inside(item, e.relatedTarget)) hide(panelOf(item));
    },
    keydown(e: KeyboardEvent) {
      const target = e.target as HTMLElement;
      const panel = target.closest<HTMLElement>("[popover]");
      const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1 }[e.key];
      const vertical = e.key === "ArrowDown" || e.key === "ArrowUp";
      let items: HTMLElement[];
      if (!step) return;
      if (panel) {
        if (!vertical) return;
        items = [...panel.querySelectorAll("a")];
      } else if (vertical) {
        const closed = panelOf(target);
        if (e.key === "ArrowUp" || !closed) return;
        show(closed);
        items = [target, ...closed.querySelectorAll("a")];
      } else items = [...nav.querySelectorAll<HTMLElement>(":scope > ul > li > :first-child")];
      e.preventDefault();
      items[items.indexOf(target) + step]?.focus();
    },
  };

  // The pointer may already rest on a trigger: it opens as if it had just come.
  const hovered = nav.querySelector("button:hover");
  if (hovered) hoverOpen(hovered);
  for (const [type, listener] of Object.entries(on))
    nav.addEventListener(type, listener as EventListener, true);
  return () => {
    clearTimeout(timer);
    for (const [type, listener] of Object.entries(on))
      nav.removeEventListener(type, listener as EventListener, true);
  };
}
