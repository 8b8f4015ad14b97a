import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, listViolations, wcagTags } from "./axe";
import { settleFrames } from "./helpers";

// Mobile header (390 px): the hamburger menu.

function hamburger(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
}

function mobileMenu(page: Page) {
  return page.getByRole("navigation", { name: "Main menu" });
}

async function openMenu(page: Page) {
  await hamburger(page).click();
  await expect(mobileMenu(page)).toBeVisible();
}

test.describe("mobile menu", () => {
  test("the hamburger opens and closes the menu and reports its state", async ({ page }) => {
    await page.goto("/contact");
    const button = hamburger(page);
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mobileMenu(page)).toBeHidden();

    await openMenu(page);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const panelId = await button.getAttribute("aria-controls");
    await expect(page.locator(`#${panelId}`)).toContainText("IT Training");

    await button.click();
    await expect(mobileMenu(page)).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // A tap on the dimmed page below the panel closes it too.
    await openMenu(page);
    await page.mouse.click(195, 830);
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("one section is expanded at a time", async ({ page }) => {
    await page.goto("/");
    await openMenu(page);
    const menu = mobileMenu(page);
    const training = menu.locator("details", { hasText: "Batch Calendar" });

    await expect(menu.locator("details[open]")).toHaveCount(0);
    await menu.getByText("IT Training", { exact: true }).click();
    await expect(training).toHaveAttribute("open", "");
    await expect(menu.getByRole("link", { name: "Batch Calendar" })).toBeVisible();

    await menu.getByText("AI Solutions", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "Batch Calendar" })).toBeHidden();
    await expect(menu.getByText("AI Services", { exact: true })).toBeVisible();
    await expect(menu.getByText("Live Demos", { exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Document Q&A" })).toBeVisible();
    await expect(menu.locator("details[open]")).toHaveCount(1);

    // Tapping the open section closes it.
    await menu.getByText("AI Solutions", { exact: true }).click();
    await expect(menu.locator("details[open]")).toHaveCount(0);
  });

  test("the menu has About Us, Contact, Get a Quote and all six social icons", async ({ page }) => {
    await page.goto("/");
    await openMenu(page);
    const menu = mobileMenu(page);
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/contact");

    const social = menu.getByRole("link", {
      name: /on (Facebook|X|Instagram|LinkedIn|YouTube|WhatsApp) \(opens in a new tab\)$/,
    });
    await expect(social).toHaveCount(6);
    for (const link of await social.all()) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      const box = (await link.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  });

  test("choosing a link closes the menu and navigates without a page reload", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await openMenu(page);
    const menu = mobileMenu(page);
    await menu.getByText("IT Training", { exact: true }).click();
    await menu.getByRole("link", { name: "Plans & Pricing" }).click();

    await expect(page).toHaveURL(/\/it-training\/plans-pricing$/);
    await expect(mobileMenu(page)).toBeHidden();
    await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

    await openMenu(page);
    await mobileMenu(page).getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(mobileMenu(page)).toBeHidden();
  });

  test("widening the window to 800 px closes the menu", async ({ page }) => {
    await page.goto("/");
    await openMenu(page);
    await page.setViewportSize({ width: 800, height: 844 });
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
    // The stylesheet hides the menu at once; the page hears of the new width at its next frame.
    // Narrowed back before then, it would not have heard of it at all.
    await settleFrames(page);

    // Back on a phone width the menu stays closed.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mobileMenu(page)).toBeHidden();
  });

  test("the open menu has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    await openMenu(page);
    await mobileMenu(page).getByText("AI Solutions", { exact: true }).click();
    await expect(mobileMenu(page).getByRole("link", { name: "Warranty Bot" })).toBeVisible();
    expect(listViolations(await axe(page).include("header").withTags(wcagTags).analyze())).toEqual([]);
  });
});
