import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, wcagTags } from "./axe";
import { clickOutsideUntilClosed, settleFrames } from "./helpers";

const HINT = "You can compare up to 3 courses at a time.";

const box = (page: Page, name: string) =>
  page.getByRole("checkbox", { name: `Compare ${name}`, exact: true });
const bar = (page: Page) => page.getByRole("region", { name: "Course comparison" });
const compareButton = (page: Page) => bar(page).getByRole("button", { name: "Compare", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Compare courses" });

async function select(page: Page, ...names: string[]) {
  for (const name of names) await box(page, name).check();
}

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

test("the bar slides up with the first course and Compare needs two", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 3, name: "Foundation Track" })).toBeVisible();
  await expect(bar(page)).toBeHidden();

  await select(page, "CCNA");
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole("listitem")).toHaveText(["CCNA"]);
  await expect(compareButton(page)).toBeDisabled();

  await select(page, "CISSP");
  await expect(bar(page).getByRole("listitem")).toHaveText(["CCNA", "CISSP"]);
  await expect(compareButton(page)).toBeEnabled();
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

test("three courses is the limit: the others are disabled with the hint", async ({ page }) => {
  await select(page, "CCNA", "CCNP Enterprise", "CISSP");
  await expect(bar(page).getByText(HINT, { exact: true })).toBeVisible();
  for (const name of ["CCDE", "Fortinet NSE4", "Prompt Engineering", "CCIE Security"]) {
    await expect(box(page, name)).toBeDisabled();
  }
  await expect(box(page, "CCDE")).toHaveAccessibleDescription(HINT);
  await expect(box(page, "CCNA")).toBeEnabled();

  // A fourth tick is ignored.
  await box(page, "CCDE").click({ force: true });
  await expect(box(page, "CCDE")).not.toBeChecked();
  await expect(bar(page).getByRole("listitem")).toHaveCount(3);

  await box(page, "CCNP Enterprise").uncheck();
  await expect(bar(page).getByText(HINT)).toBeHidden();
  await expect(box(page, "CCDE")).toBeEnabled();
  await select(page, "CCDE");
  await expect(bar(page).getByRole("listitem")).toHaveText(["CCNA", "CISSP", "CCDE"]);
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

test("the bar slides with a transform, and without motion when reduced motion is asked", async ({ page }) => {
  await select(page, "CCNA");
  await expect(bar(page)).toBeVisible();
  const transition = () => bar(page).evaluate((el) => getComputedStyle(el).transitionProperty);
  expect(await transition()).toContain("translate");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await transition()).toBe("none");
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

test("the comparison code loads only when Compare is used", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.reload();
  await select(page, "CCNA", "CISSP");
  expect(scripts.filter((u) => /compare-dialog/.test(u))).toEqual([]);
  await compareButton(page).click();
  await expect(dialog(page)).toBeVisible();
  expect(scripts.filter((u) => /compare-dialog/.test(u))).toHaveLength(1);
});

test("courses can be removed from the bar one by one or all at once", async ({ page }) => {
  await select(page, "CCNA", "CISSP", "Cisco SD-WAN");
  await bar(page).getByRole("button", { name: "Remove CISSP from comparison" }).click();
  await expect(bar(page).getByRole("listitem")).toHaveText(["CCNA", "Cisco SD-WAN"]);
  await expect(box(page, "CISSP")).not.toBeChecked();

  await bar(page).getByRole("button", { name: "Clear All" }).click();
  await expect(bar(page)).toBeHidden();
  await expect(box(page, "CCNA")).not.toBeChecked();
  await expect(box(page, "Cisco SD-WAN")).not.toBeChecked();
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
