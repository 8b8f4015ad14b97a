import { setTimeout as sleep } from "node:timers/promises";
import type { Page } from "@playwright/test";
// A page that does not hydrate as the server rendered it fails the test.
import { expect, test as base } from "#tests/e2e/hydration-check.ts";
import { settleFrames } from "#tests/e2e/helpers.ts";

export { expect };

/**
 * How long a slow phone waits for the page's scripts, counted from the HTML's arrival, at least.
 * They wait for the test's early actions too (`acted()`). A 2 s hold once let the home page's
 * carousels, tapped before the page was live, end one slide short of the live page's: kept at 5 s
 * until that is understood.
 */
const SCRIPT_HOLD_MS = 5000;

/** A page, with what it downloaded and how many of its requests are still open. */
export type Visit = { page: Page; downloads: string[]; openRequests: () => number };

/**
 * `phone()` opens a page in a context of its own (a fresh visitor: nothing shared through
 * storage with the other pages of the test); the test runner gives it the project's device.
 */
export const test = base.extend<{ phone: () => Promise<Visit> }>({
  phone: async ({ browser }, provide) => {
    const pages: Page[] = [];
    await provide(async () => {
      const page = await browser.newPage();
      pages.push(page);
      return watch(page);
    });
    await Promise.all(pages.map((page) => page.context().close()));
  },
});

function watch(page: Page): Visit {
  const downloads: string[] = [];
  let open = 0;
  page.on("download", (download) => downloads.push(download.suggestedFilename()));
  page.on("request", () => open++);
  page.on("requestfinished", () => open--);
  page.on("requestfailed", () => open--);
  return { page, downloads, openRequests: () => open };
}

/**
 * Holds every script back until SCRIPT_HOLD_MS after the page's HTML arrived, then lets them
 * all through at once (later ones pass at once: the next waves of modules are not held again).
 * On a machine too busy to do the early actions in that time, they wait for the returned
 * `acted()` too: the actions must be done before the page is live, however slow the machine.
 */
async function holdScripts(page: Page) {
  let htmlArrived = () => {};
  const arrived = new Promise<void>((resolve) => (htmlArrived = resolve));
  let acted = () => {};
  const done = new Promise<void>((resolve) => (acted = resolve));
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) htmlArrived();
  });
  // The delay is the slow network being played: time itself, not a wait for the page.
  const released = Promise.all([arrived.then(() => sleep(SCRIPT_HOLD_MS)), done]);
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.fallback().catch(() => {}); // the page may be gone by then
  });
  return acted;
}

/**
 * The route on a slow phone: painted, its scripts held until SCRIPT_HOLD_MS have passed and `acted()` is called.
 * An answer seen before `acted()` came without the page's scripts, however long a busy machine took
 * to show it: the tests wait for it as for any state. How fast it comes is `npm run bench:web`'s job.
 */
export async function openEarly(visit: Visit, path: string) {
  const acted = await holdScripts(visit.page);
  // The actions wait for their elements: the rest of the page need not have loaded.
  await visit.page.goto(path, { waitUntil: "commit" });
  return acted;
}

/** The route once live, with every late section live too, as a visitor finds it after a while. */
export async function openLive(visit: Visit, path: string) {
  await visit.page.goto(path, { waitUntil: "domcontentloaded" });
  // Any first touch or key wakes the page (see tests/e2e/fixtures.ts).
  await visit.page.keyboard.press("Shift");
  await waitUntilLive(visit.page);
  await makeSectionsLive(visit.page);
}

export const isLive = async (page: Page) =>
  (await page.locator("html").getAttribute("data-hydrated")) === "true";

/**
 * How long a page or a late section may take to go live. A dozen pages load at once in these
 * tests, beside the other project's browser; on the 2-core CI machine a section has taken over
 * 15 s. The test's own timeout still bounds the whole.
 */
const LIVE_WITHIN_MS = 30_000;

export async function waitUntilLive(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: LIVE_WITHIN_MS });
}

/**
 * Scrolls to each late section (app/components/ui/hydrate-when-visible.tsx) and waits until it is
 * live. A closed panel (the chat's popover) is no section: its code loads when it is opened.
 */
export async function makeSectionsLive(page: Page) {
  const boxes = page.locator("[data-deferred]:not([popover]:not(:popover-open))");
  for (let i = 0; i < (await boxes.count()); i++) {
    await boxes.nth(i).scrollIntoViewIfNeeded();
    await expect(boxes.nth(i)).toHaveAttribute("data-deferred", "hydrated", { timeout: LIVE_WITHIN_MS });
  }
}

/** Waits until the page has no request open (code, answers) and has drawn what they brought. */
export async function settle(visit: Visit) {
  await settleFrames(visit.page);
  await expect.poll(visit.openRequests, { timeout: 15_000 }).toBe(0);
  await settleFrames(visit.page);
}
