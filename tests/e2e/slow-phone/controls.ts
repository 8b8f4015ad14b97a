import type { ElementHandle, Locator, Page } from "@playwright/test";
import { CONTROLS, surveyPage, type Region, type SurveyedControl } from "./survey";
import type { Visit } from "./visits";

/** A control found in the page, and how to find it again by role (or text) and name. */
export type Control = SurveyedControl & { role: string; name: string; nth: number };

/** The controls tapped or typed into on one load of the page, in order. */
export type Load = Control[];

/**
 * The page's controls, found in its server-rendered HTML (the page's scripts are blocked):
 * visible, in the header, main, footer or the floating asides, disabled ones too. The global
 * chrome (all but main) is the same on every page, so it is taken on the home page only.
 */
export async function findControls(page: Page, path: string): Promise<Control[]> {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const { controls } = await page.evaluate(surveyPage, CONTROLS);
  const wanted = controls.filter((c) => !c.hidden && (path === "/" || c.region.role === "main"));
  const names = await Promise.all(wanted.map((c) => roleAndName(page.locator(CONTROLS).nth(c.index))));
  const found: Control[] = [];
  for (const [i, control] of wanted.entries()) {
    const { role, name } = names[i];
    const nth = found.filter(
      (c) => sameRegion(c.region, control.region) && c.role === role && c.name === name,
    ).length;
    found.push({ ...control, role, name, nth });
  }
  // Each name must lead back to its very element, or the live page would be tapped elsewhere.
  await Promise.all(
    found.map(async (control) => {
      const same = await locate(page, control).evaluate(
        (el, [selector, i]) => el === document.querySelectorAll(selector)[i],
        [CONTROLS, control.index] as const,
      );
      if (!same)
        throw new Error(`${describeControl(control)} on ${path}: its role and name find another element`);
    }),
  );
  return found;
}

/** Role and accessible name as Playwright computes them (the first line of the aria snapshot). */
async function roleAndName(control: Locator) {
  if ((await control.evaluate((el) => el.tagName)) === "SUMMARY") {
    return { role: "summary", name: ((await control.textContent()) ?? "").replace(/\s+/g, " ").trim() };
  }
  // `- button "Menu"`, or quoted for YAML: `- 'button "Add to calendar : CCNA batch"'`
  const line = (await control.ariaSnapshot()).split("\n")[0].replace(/''/g, "'");
  const match = /^- '?(\w+)(?: "(.*)")?/.exec(line);
  if (!match) throw new Error(`Unexpected aria snapshot: ${line}`);
  return { role: match[1], name: (match[2] ?? "").replace(/\\(.)/g, "$1") };
}

const sameRegion = (a: Region, b: Region) => a.role === b.role && a.name === b.name;

function regionIn(page: Page, region: Region) {
  return page.getByRole(region.role, region.name ? { name: region.name, exact: true } : undefined);
}

/** The control, by role and name (a summary by its text) within its landmark. */
export function locate(page: Page, control: Control): Locator {
  const region = regionIn(page, control.region);
  const matches =
    control.role === "summary"
      ? region.locator("summary").filter({ hasText: new RegExp(`^\\s*${escapeRegExp(control.name)}\\s*$`) })
      : region.getByRole(control.role as Parameters<Page["getByRole"]>[0], {
          name: control.name,
          exact: true,
        });
  return matches.nth(control.nth);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const describeControl = (c: Control) =>
  `${c.region.role}${c.region.name ? ` (${c.region.name})` : ""} ${c.role} "${c.name}"${c.nth ? ` #${c.nth + 1}` : ""}`;

/**
 * At most this many actions per load (a widget's own are kept together, however many): a browser
 * lets a page start only about 10 downloads at once without a fresh tap.
 */
const MAX_ACTIONS = 8;

/**
 * Groups the controls into page loads whose actions do not get in each other's way:
 * 1. the fields typed into and the toggles, which change only themselves (or their widget);
 * 2. each form that sends without posting (a demo): once per example button (it fills the
 *    form), then its submit button; or, without examples, with its fields typed and toggles
 *    set, then its submit button. The forms share these loads;
 * 3. the openers (menu, search, chat): one at the end of each load of (1), as it covers the
 *    page, or alone.
 * A form that posts to the server is sent natively (see the /contact test).
 */
export function planLoads(controls: Control[]): Load[] {
  const quiet = controls.filter((c) => c.kind === "field" || c.kind === "toggle");
  const quietLoads = pack(quiet);
  const loads = [...quietLoads];

  const forms = [...new Set(controls.filter((c) => c.form >= 0 && !c.post).map((c) => c.form))];
  const sends = forms.map((form) => {
    const submit = controls.filter((c) => c.form === form && c.kind === "submit");
    const examples = controls.filter((c) => c.form === form && c.kind === "form-button");
    if (examples.length > 0) return examples.map((example) => [example, ...submit]);
    return submit.length > 0 ? [[...quiet.filter((c) => c.form === form), ...submit]] : [];
  });
  const most = Math.max(0, ...sends.map((list) => list.length));
  for (let i = 0; i < most; i++) loads.push(sends.flatMap((list) => list[i] ?? []));

  const openers = controls.filter((c) => c.kind === "opener");
  for (const [i, opener] of openers.entries()) {
    if (i < quietLoads.length) quietLoads[i].push(opener);
    else loads.push([opener]);
  }
  return loads;
}

/** Fills loads of up to MAX_ACTIONS with whole widgets, in order (the first load with room takes the next). */
function pack(controls: Control[]): Load[] {
  const loads: Load[] = [];
  for (const widget of new Set(controls.map((c) => c.widget))) {
    const actions = controls.filter((c) => c.widget === widget);
    const room = loads.find((load) => load.length + actions.length <= MAX_ACTIONS);
    if (room) room.push(...actions);
    else loads.push(actions);
  }
  return loads;
}

/** What is typed into a field, by its type. */
export function valueFor(control: Control, text: string): string {
  if (control.type === "email") return "early.visitor@example.in";
  if (control.type === "tel") return "+91 98840 12345";
  if (control.type === "textarea")
    return "Typed before the page was live: please send the fees and batch dates.";
  return text;
}

/**
 * Does the load's actions in order. The elements are found first, all at once: a tap may rename
 * a control ("Pause slideshow" becomes "Play slideshow"), and the next one must still be found.
 * On a live page a control that is disabled by then is passed over: a tap on it does nothing.
 */
export async function act(visit: Visit, load: Load, text: string) {
  const targets = await Promise.all(load.map((c) => locate(visit.page, c).elementHandle()));
  for (const [i, control] of load.entries()) {
    const target = targets[i] as ElementHandle<HTMLElement>;
    if (await target.isDisabled()) continue;
    if (control.kind === "field" && control.type === "select") await target.selectOption({ index: 1 });
    else if (control.kind === "field") await target.fill(valueFor(control, text));
    else await target.tap();
  }
}

/**
 * What a visitor sees of the page's state: the address, each visible control with its name and
 * state (expanded, pressed, checked, current, open, disabled, its value), also behind a modal
 * dialog, the open dialogs, the status, alert and log messages, and the files downloaded.
 * Clock times are left out.
 */
export async function snapshot(visit: Visit): Promise<string[]> {
  const { controls, dialogs, messages } = await visit.page.evaluate(surveyPage, CONTROLS);
  const url = new URL(visit.page.url());
  return [
    `url ${url.pathname}${url.search}${url.hash}`,
    ...controls.map((c) => c.state),
    ...dialogs.map((name) => `dialog ${name}`),
    ...messages.map((m) => m.replace(/\b\d{1,2}:\d{2}( ?[AP]M)?\b/gi, "<time>")),
    ...visit.downloads.toSorted().map((file) => `download ${file}`),
  ];
}
