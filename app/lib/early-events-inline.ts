/**
 * The inline script of every page (app/lib/early-events.ts), run before any module. Plain,
 * self-contained code: it is sent as its own source text, minified (vite.config.ts).
 */
export default function captureEarlyEvents(idleMs: number, arrivalKey: string) {
  const root = document.documentElement;
  // Where this visit began, should the visitor follow a link before the page is live
  // (app/features/attribution/capture.ts reads it). The sales inbox is no visit. Stored as the
  // page is left, not now: a phone's first use of sessionStorage while the page loads held
  // up its parsing by 10-40 ms. Where storage is blocked this throws, harmlessly: the page is
  // being left, and the next one records the visit when its app starts.
  const arrival = JSON.stringify([location.pathname, location.search, document.referrer]);
  if (!location.pathname.startsWith("/admin"))
    addEventListener("pagehide", () => {
      if (!sessionStorage.getItem(arrivalKey)) sessionStorage.setItem(arrivalKey, arrival);
    });
  // A late section is live once its code has run (app/components/ui/hydrate-when-visible.tsx).
  const isLive = (el: Element) => root.dataset.hydrated && !el.closest('[data-deferred=""]');
  // The element's place in the page, to find it again should hydration replace it.
  const pathOf = (el: Element) => {
    const path: number[] = [];
    for (let node = el; node.parentElement; node = node.parentElement)
      path.unshift([...node.parentElement.children].indexOf(node));
    return path;
  };
  const atPath = (path: number[]) => path.reduce<Element | undefined>((node, i) => node?.children[i], root);
  type Early = { target: Element; path: number[]; submitter?: HTMLElement | null };
  let queue: Early[] = [];
  let resolve!: () => void;
  const woken = new Promise<void>((done) => (resolve = done));
  // React starts once the frame after now has been drawn: what the browser does natively for the
  // gesture (a popover opened, a box ticked) is on screen before React's work holds the page up.
  const wake = () => requestAnimationFrame(() => setTimeout(resolve));
  // At a gesture's start, it waits for its end (a click, a key let go), up to 300 ms.
  let started = 0;
  const start = () => {
    if (started++) return;
    setTimeout(wake, 300);
    for (const type of ["click", "keyup"]) addEventListener(type, wake, true);
  };

  const record = (event: Event, target: Element, submitter?: HTMLElement | null) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    // Until it is replayed, CSS can show the tap's answer or a pending state ([data-tapped]).
    target.setAttribute("data-tapped", "");
    queue.push({ target, path: pathOf(target), submitter });
    wake();
  };
  addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element).closest?.(
        'button:not([type="submit"], [popovertarget]), [role="button"]',
      );
      if (target && !isLive(target)) record(event, target);
    },
    true,
  );
  // A form that posts to the server works without script; any other is sent once it is live.
  addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.method !== "post" && !isLive(form)) record(event, form, (event as SubmitEvent).submitter);
    },
    true,
  );
  // Closing a popover (or a <details>) drops the taps kept in it: a chat closed resets its conversation.
  addEventListener(
    "toggle",
    (event) => {
      const box = event.target as Element;
      if ((event as ToggleEvent).newState != "closed") return;
      for (const { target } of queue) if (box.contains(target)) target.removeAttribute("data-tapped");
      queue = queue.filter(({ target }) => !box.contains(target));
    },
    true,
  );
  // The keys of the dialogs in the top layer, here rather than in their code, as they work before it
  // is live: Escape closes the chat panel (a manual popover does not close by itself) and gives
  // focus back to its button; Tab stays inside the open search (modal): from its last control to
  // its first, Shift+Tab the other way.
  addEventListener("keydown", (event) => {
    const box = (event.target as Element).closest?.<HTMLElement>("[popover][role=dialog]");
    if (event.key == "Escape" && box?.popover == "manual") {
      box.hidePopover();
      document.querySelector<HTMLElement>(`[aria-controls="${box.id}"]`)?.focus();
    }
    if (event.key == "Tab" && box?.ariaModal) {
      const controls = box.querySelectorAll<HTMLElement>("input, button");
      const [from, to] = event.shiftKey ? [0, controls.length - 1] : [controls.length - 1, 0];
      if (event.target == controls[from]) {
        event.preventDefault();
        controls[to].focus();
      }
    }
  });
  // A pointer move that does not move is a page loaded under a resting mouse, or the browser
  // placing its pointer over a new page: not the visitor.
  for (const type of ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"]) {
    addEventListener(
      type,
      (event) => {
        if (type != "pointermove" || (event as PointerEvent).movementX || (event as PointerEvent).movementY)
          start();
      },
      { capture: true, passive: true },
    );
  }

  window.__early = {
    woken,
    idle: () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(wake), idleMs),
    replay(box) {
      const now: [Early, Element][] = [];
      const later: Early[] = [];
      for (const item of queue) {
        const target = item.target.isConnected ? item.target : atPath(item.path);
        if (!target || !box.contains(target) || !isLive(target)) later.push(item);
        else now.push([item, target]);
      }
      queue = later;
      // One a task, in order: React renders what one did before the next (an example picked, then sent).
      const next = () => {
        const [item, target] = now.shift() ?? [];
        if (!item || !target) return;
        target.removeAttribute("data-tapped");
        if (target instanceof HTMLFormElement)
          target.requestSubmit(item.submitter?.isConnected ? item.submitter : null);
        else (target as HTMLElement).click();
        setTimeout(next);
      };
      next();
    },
  };
}
