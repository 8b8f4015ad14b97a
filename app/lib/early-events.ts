/**
 * A page is painted long before its scripts run. What a visitor does in that gap must not be
 * lost: native HTML does the job where it can (links, forms that post, `<details>`, a button that
 * opens a popover, which is left alone here: held and replayed it would toggle twice), and a tiny
 * inline script (earlyEventsScript, in <head>) records the rest: a tap on a button, or the
 * sending of a form that has no server path, whose target is not live yet. It stops the event,
 * keeps its target, and replays it once the target is live (replayEarlyEvents). Text typed into
 * a field, and a box ticked or a choice picked, stay as they are; replayEarlyEdits tells React.
 * It also gives the dialogs in the top layer (the chat panel, the search) their keys, before and
 * after the page is live.
 *
 * The same script decides when the page hydrates: at the visitor's first sign of use (a touch,
 * a key, a pointer that moves, a focus, a wheel), once that gesture has ended and its native
 * answer is drawn, or once the page has loaded and the browser has been idle for a while. Until
 * then no React code runs, so loading is never blocked by it.
 */

import { ARRIVAL_KEY } from "#app/features/attribution/capture.ts";
// The function's minified source text (vite.config.ts).
import captureEarlyEvents from "./early-events-inline.ts?script";

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

/** The inline script's source (rendered by root.tsx on the server only). */
export const earlyEventsScript = import.meta.env.SSR
  ? `(${captureEarlyEvents})(${IDLE_HYDRATION_MS}, ${JSON.stringify(ARRIVAL_KEY)})`
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
