/**
 * What the page offers and shows, read in the page in one pass. Runs in the browser
 * (page.evaluate), so it is self-contained.
 */

/** Everything a visitor can tap or type into, as CSS sees it (discovery only). */
export const CONTROLS =
  'button, summary, [role="button"], a[href^="#"], a[aria-haspopup], a[aria-expanded], input:not([type="hidden"]), select, textarea';

/** How a control is used, and what it may disturb. */
export type Kind =
  /** Typed into, or picked from: kept in place. */
  | "field"
  /** Changes only itself or its widget (a summary, checkbox, radio, carousel button), or stands alone (a dismiss or download button). */
  | "toggle"
  /** Sends its form. */
  | "submit"
  /** Changes its form (an example that fills the demo's field). */
  | "form-button"
  /** Opens something over the page (menu, search, chat, a dialog). */
  | "opener";

/**
 * Where a control sits: a landmark (the global chrome is the banner, contentinfo and the
 * asides outside main), or a dialog opened over the page.
 */
export type Region = { role: "main" | "banner" | "contentinfo" | "complementary" | "dialog"; name?: string };

export type SurveyedControl = {
  /** Its place among the CONTROLS matches. */
  index: number;
  region: Region;
  /** Tag, or input type. */
  type: string;
  kind: Kind;
  /** Its form's index in document.forms, or -1. */
  form: number;
  /** Its form posts to the server (works without script). */
  post: boolean;
  /** The widget it belongs to (a carousel, a group of radios or of named details, a form), or itself. */
  widget: string;
  disabled: boolean;
  /** Hidden from assistive technology (aria-hidden, inert): the honeypot field, or the page behind a modal dialog. */
  hidden: boolean;
  /** Its name and state as a visitor perceives them, for snapshots. */
  state: string;
};

export type Survey = { controls: SurveyedControl[]; dialogs: string[]; messages: string[] };

export function surveyPage(controlsSelector: string): Survey {
  const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => text(document.getElementById(id)))
      .join(" ");
  const nameOf = (el: Element) => {
    const labels = "labels" in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    if (el.hasAttribute("aria-label")) return el.getAttribute("aria-label")!;
    if (el.hasAttribute("aria-labelledby")) return byIds(el.getAttribute("aria-labelledby")!);
    if (labels.length > 0) return labels.map(text).join(" ");
    return el instanceof HTMLSelectElement ? el.name : text(el);
  };
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
  const labelOf = (el: Element) =>
    el.getAttribute("aria-label") ?? byIds(el.getAttribute("aria-labelledby") ?? "");
  const regionOf = (el: Element): Region | null => {
    const dialog = el.closest('[role="dialog"], [role="alertdialog"], dialog');
    if (dialog) return { role: "dialog", name: labelOf(dialog) };
    if (el.closest("main")) return { role: "main" };
    if (el.closest("header")) return { role: "banner" };
    if (el.closest("footer")) return { role: "contentinfo" };
    const aside = el.closest("aside");
    return aside ? { role: "complementary", name: labelOf(aside) } : null;
  };
  const kindOf = (el: Element): Kind => {
    const form = (el as HTMLButtonElement).form ?? null;
    if (el.matches('summary, [aria-pressed], input[type="checkbox"], input[type="radio"]')) return "toggle";
    if (
      el.matches(
        'input:not([type="submit"], [type="button"], [type="reset"], [type="image"]), select, textarea',
      )
    )
      return "field";
    if (el.matches("a, [aria-haspopup], [aria-expanded], [popovertarget]")) return "opener";
    if (form && (el as HTMLButtonElement).type === "submit") return "submit";
    return form ? "form-button" : "toggle";
  };
  const stateOf = (el: Element) => {
    const parts = [el.tagName.toLowerCase(), JSON.stringify(nameOf(el))];
    for (const attr of ["aria-expanded", "aria-pressed", "aria-checked", "aria-current", "aria-invalid"]) {
      // A playing carousel's current slide depends on when it is looked at.
      if (attr === "aria-current" && el.closest('[data-autoplay]:not([data-autoplay="stopped"])')) continue;
      if (el.hasAttribute(attr)) parts.push(`${attr}=${el.getAttribute(attr)}`);
    }
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
      parts.push(el.checked ? "checked" : "unchecked");
    else if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    )
      parts.push(`value=${JSON.stringify(el.value)}`);
    if (el.parentElement instanceof HTMLDetailsElement) parts.push(el.parentElement.open ? "open" : "closed");
    if ((el as HTMLButtonElement).disabled) parts.push("disabled");
    return parts.join(" ");
  };

  const widgetOf = (el: Element, index: number) => {
    const carousel = el.closest('[aria-roledescription="carousel"]');
    if (carousel)
      return `carousel ${[...document.querySelectorAll('[aria-roledescription="carousel"]')].indexOf(carousel)}`;
    if (el instanceof HTMLInputElement && el.type === "radio") return `radios ${el.name}`;
    if (el.parentElement instanceof HTMLDetailsElement && el.parentElement.name)
      return `details ${el.parentElement.name}`;
    const form = (el as HTMLInputElement).form;
    return form ? `form ${[...document.forms].indexOf(form)}` : `control ${index}`;
  };
  const forms = [...document.forms];
  const controls: SurveyedControl[] = [];
  for (const [index, el] of [...document.querySelectorAll(controlsSelector)].entries()) {
    const region = regionOf(el);
    if (!region || !shown(el)) continue;
    const form = (el as HTMLInputElement).form ?? null;
    controls.push({
      index,
      region,
      type: el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase(),
      kind: kindOf(el),
      form: form ? forms.indexOf(form) : -1,
      post: form?.method === "post",
      widget: widgetOf(el, index),
      disabled: (el as HTMLButtonElement).disabled === true,
      hidden: el.closest('[aria-hidden="true"], [inert]') !== null,
      state: `${region.role}${region.name ? `(${region.name})` : ""} ${stateOf(el)}`,
    });
  }
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
    .filter(shown)
    .map(labelOf);
  const messages = [...document.querySelectorAll('[role="status"], [role="alert"], [role="log"]')]
    .filter(shown)
    .map((el) => `${el.getAttribute("role")}: ${text(el)}`)
    .filter((line) => !line.endsWith(": "));
  return { controls, dialogs, messages };
}
