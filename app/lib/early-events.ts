/**
 * A page is painted long before its scripts run. What a visitor does in that gap must not be
 * lost: native HTML does the job where it can (links, forms that post, `<details>`, a button that
 * opens a popover, which is left alone here: held and replayed it would toggle twice), and a tiny
 * inline script (earlyEventsScript, in <head>) records the rest: a tap on a button, or the
 * sending of a form that has no server path, whose target is not live yet. It stops the event,
 * keeps its target, and replays it once the target is live (replayEarlyEvents). Text typed into
 * a field, and a box ticked or a choice picked, stay as they are; replayEarlyEdits tells React.
 *
 * The same script decides when the page hydrates: at the visitor's first sign of use (a touch,
 * a key, a pointer that moves, a focus, a wheel), once that gesture has ended and its native
 * answer is drawn, or once the page has loaded and the browser has been idle for a while. Until
 * then no React code runs, so loading is never blocked by it.
 */

import { ARRIVAL_KEY } from "#app/features/attribution/capture.ts";

/** How long after the load event (and the first paint) the page hydrates when nobody uses it. */
export const IDLE_HYDRATION_MS = 3000;

/** What the inline script leaves on `window` for the hydration script and the app. */
export type EarlyEvents = {
  /** Resolves at the first interaction, or when the page has loaded and been idle a while. */
  woken: Promise<void>;
  /** Starts the idle wait (the hydration script calls it once the page has painted). */
  idle: () => void;
  /** Replays what was recorded inside `box` whose target is now live. */
  replay: (box: Element) => void;
};

declare global {
  interface Window {
    __early?: EarlyEvents;
  }
}

/** Runs inline, before any module. Plain, self-contained code: it is sent as its own source text. */
function captureEarlyEvents(idleMs: number, arrivalKey: string) {
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

/** The inline script's source (rendered by root.tsx on the server only). */
export const earlyEventsScript = import.meta.env.SSR
  ? // Without its indentation, nor line breaks after an opening or before a closing bracket or
    // after a comma (no statement can end there; the source has no template literal): it travels
    // in every page.
    `(${captureEarlyEvents
      .toString()
      .replace(/\n\s+/g, "\n")
      .replace(/([{(,])\n|\n(?=[)}])/g, "$1")})(${IDLE_HYDRATION_MS}, ${JSON.stringify(ARRIVAL_KEY)})`
  : "";

/**
 * React puts a textarea's server text back as it hydrates it (when it has some), so what was
 * typed there is noted now: this module runs as the page's code starts, just before hydration.
 */
const typedBeforeHydration = new WeakMap<Element, string>();
if (typeof document !== "undefined")
  for (const field of document.querySelectorAll("textarea"))
    if (field.value !== field.defaultValue) typedBeforeHydration.set(field, field.value);

/**
 * Once `box` is live: tells React about what was typed before (see replayEarlyEdits), then,
 * after React has applied that, replays the recorded taps and sends the held forms.
 */
export function replayEarlyEvents(box: Element) {
  replayEarlyEdits(box);
  setTimeout(() => window.__early?.replay(box), 0);
}

/**
 * What the visitor typed, ticked or chose before the code arrived stays in its field (React
 * hydrates fields as they are, but for a textarea with text, noted above; their default then is
 * what React holds), but a component's
 * state still holds the server's values, and its next render would put them back. Tell React
 * about each such edit, as if it had just been made. Fields in a late section that is not
 * live yet wait for it.
 */
export function replayEarlyEdits(box: Element) {
  const pending = (field: Element) => field.closest('[data-deferred=""]') !== null;
  for (const field of box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (pending(field)) continue;
    if (field.type === "checkbox" || field.type === "radio") {
      replayTick(field as HTMLInputElement);
      continue;
    }
    const typed = typedBeforeHydration.get(field) ?? field.value;
    if (typed === field.defaultValue) continue;
    // React notices a change only against the value it last saw: set that back (through its
    // tracker on the element), then the typed text (through the prototype, around it).
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  // A select chosen early: React takes a select's value from the change event itself.
  for (const select of box.querySelectorAll("select")) {
    if (pending(select)) continue;
    if ([...select.options].some((o) => o.selected !== o.defaultSelected))
      select.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * React hears of a tick through a click. Put the box back as React has it (through its tracker
 * on the element), then click it: the visitor's choice again, and React's change event with it.
 * Of a group of radios only the one picked is replayed.
 */
function replayTick(box: HTMLInputElement) {
  if (box.checked === box.defaultChecked || (box.type === "radio" && !box.checked)) return;
  box.checked = box.defaultChecked;
  box.click();
}
