import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freezeClock, scrollIntoSettledView } from "./helpers";

/** The footer's call to action, tapped once the visitor sees it. */
async function tapFooterCta(page: Page) {
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Get in Touch Today" });
  await scrollIntoSettledView(link);
  await link.click();
}

test("internal links navigate client-side, without reloading the document", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await tapFooterCta(page);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test("following a link to the current location does nothing", async ({ page }) => {
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  const before = await page.evaluate(() => history.length);
  await tapFooterCta(page);
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/introduction");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await tapFooterCta(page);
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a hash link scrolls smoothly to its anchor with an 80 px offset after 100 ms", async ({ page }) => {
  await freezeClock(page);
  await page.goto("/legal");
  await page.getByRole("link", { name: "Terms and Conditions" }).first().click();
  await expect(page).toHaveURL(/\/legal#terms$/);
  await page.clock.runFor(50);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.clock.runFor(100);
  // Smooth scrolling is animated by the browser: wait for it to settle at the offset.
  await expect
    .poll(
      () => page.evaluate(() => Math.round(document.getElementById("terms")!.getBoundingClientRect().top)),
      { timeout: 5000 },
    )
    .toBeLessThanOrEqual(82);
  const top = await page.evaluate(() => document.getElementById("terms")!.getBoundingClientRect().top);
  expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
});

test("opening a URL with a hash lands on the anchor 80 px below the top", async ({ page }) => {
  await page.goto("/legal#terms");
  await expect
    .poll(
      () => page.evaluate(() => Math.round(document.getElementById("terms")!.getBoundingClientRect().top)),
      { timeout: 5000 },
    )
    .toBeGreaterThanOrEqual(78);
  const top = await page.evaluate(() => document.getElementById("terms")!.getBoundingClientRect().top);
  expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
});

test("a visitor who scrolls on from the hash's anchor stays there once the page is live", async ({
  page,
}) => {
  // With reduced motion a hash's scroll is a jump, made in the timer's own task.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await freezeClock(page);
  await page.goto("/legal#terms");
  const termsTop = () =>
    page.evaluate(() => Math.round(document.getElementById("terms")!.getBoundingClientRect().top));
  expect(await termsTop()).toBe(80);
  await page.mouse.wheel(0, 300);
  await expect.poll(termsTop).toBe(-220);
  await page.clock.runFor(500);
  expect(await termsTop()).toBe(-220);
});

test("a page loaded under a resting mouse pointer stays as it is until the pointer moves", async ({
  browser,
  baseURL,
}) => {
  // Without the fixture's wake-up key. A pointer placed over the page without moving: the first
  // pointer event a page gets has no movement, as when a page loads under a resting mouse (the
  // headless shell sometimes does it by itself at the first layout, at the same place). It must
  // not start React while the page loads.
  const page = await browser.newPage({ baseURL });
  await page.addInitScript(() => {
    addEventListener(
      "pointermove",
      (event) => {
        if (!event.movementX && !event.movementY) document.documentElement.dataset.restingPointer = "";
      },
      true,
    );
    // No wake-up when idle in this page, so that only the pointer can wake it, however slow the machine.
    let early: typeof window.__early;
    Object.defineProperty(window, "__early", {
      get: () => early,
      set: (value: NonNullable<typeof window.__early>) => (early = { ...value, idle: () => {} }),
    });
  });
  await page.goto("/contact");
  await page.mouse.move(0, 0);
  await expect(page.locator("html")).toHaveAttribute("data-resting-pointer");
  const woken = await page.evaluate(async () => {
    let woken = false;
    void window.__early!.woken.then(() => (woken = true));
    await new Promise((resolve) => setTimeout(resolve)); // after the promise's reactions
    return woken;
  });
  expect(woken).toBe(false);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  await page.mouse.move(300, 200);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.close();
});
