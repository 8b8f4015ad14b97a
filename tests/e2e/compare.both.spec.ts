import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, wcagTags } from "./axe";
import { clickOutsideUntilClosed, settleFrames } from "./helpers";
import { bar, compareButton, dialog, select } from "./compare.helpers";

// At both widths: the bar's room at the page's end, the comparison's layout and scroll lock, its
// closing, and axe. What does not depend on the width is tested at 1280 px: compare.spec.ts.

/**
 * Turns the mouse wheel down and returns once the page has received the wheel and drawn the
 * frames after it: a scroll it causes has started by then.
 */
async function wheelDown(page: Page) {
  type Waiting = { wheeled?: Promise<unknown> };
  await page.evaluate(() => {
    (window as Waiting).wheeled = new Promise((resolve) =>
      addEventListener("wheel", resolve, { once: true, passive: true }),
    );
  });
  await page.mouse.wheel(0, 900);
  await page.evaluate(() => (window as Waiting).wheeled);
  await settleFrames(page);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/it-training/plans-pricing");
});

test("the bar leaves room for the end of the page", async ({ page }) => {
  await select(page, "CCNA");
  await expect(bar(page)).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const footer = await page.getByRole("contentinfo").boundingBox();
      const barBox = await bar(page).boundingBox();
      return footer && barBox ? Math.round(barBox.y - (footer.y + footer.height)) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});

test("Compare opens a side-by-side table that locks the page scroll", async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await select(page, "CCNA", "CCNP Enterprise", "CCIE Enterprise Infrastructure");
  await compareButton(page).click();

  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("columnheader")).toHaveText([
    "CCNA",
    "CCNP Enterprise",
    "CCIE Enterprise Infrastructure",
  ]);
  await expect(modal.getByRole("rowheader")).toHaveText([
    "Price",
    "Note",
    "Duration",
    "Level",
    "Prerequisites",
    "Curriculum",
    "Next step",
  ]);
  const price = modal.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Price" }) });
  await expect(price.getByRole("cell")).toHaveText(["₹18,500", "₹35,000", "₹1,20,000"]);
  await expect(
    modal
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Duration" }) })
      .getByRole("cell"),
  ).toHaveText(["8 weeks", "10 weeks", "18 weeks"]);

  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  const desktop = testInfo.project.name === "desktop";
  const scrollY = () => page.evaluate(() => window.scrollY);
  const before = await scrollY();
  if (desktop) {
    await page.mouse.move(5, 400);
    await wheelDown(page);
    expect(await scrollY(), "the page behind the comparison did not scroll").toBe(before);
  }

  await modal.getByRole("button", { name: "Close comparison" }).click();
  await expect(modal).toBeHidden();
  await expect(compareButton(page)).toBeFocused();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  if (desktop) {
    // The same wheel, the comparison closed, scrolls within the same wait: a scroll behind the
    // open comparison would have been seen.
    await wheelDown(page);
    expect(await scrollY()).toBeGreaterThan(before);
  }
  expect(errors).toEqual([]);
});

test("the comparison closes on a backdrop click and on Escape", async ({ page }) => {
  await select(page, "Fortinet NSE4", "Palo Alto PCNSA");
  await compareButton(page).click();
  await expect(dialog(page).getByRole("columnheader")).toHaveText(["Fortinet NSE4", "Palo Alto PCNSA"]);
  await clickOutsideUntilClosed(page, dialog(page), 4, 4);

  await compareButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
});

test("the bar and the comparison have no accessibility violations", async ({ page }) => {
  test.slow(); // two axe passes
  await select(page, "CCNA", "CCNP Enterprise", "CISSP");
  const withBar = await axe(page).include("main").withTags(wcagTags).analyze();
  expect(withBar.violations.map((v) => v.id)).toEqual([]);
  await compareButton(page).click();
  await expect(dialog(page)).toBeVisible();
  const withModal = await axe(page).include('[role="dialog"]').withTags(wcagTags).analyze();
  expect(withModal.violations.map((v) => v.id)).toEqual([]);
});
