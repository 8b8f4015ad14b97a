import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, listViolations, wcagTags } from "./axe";

// Desktop header (1280 px): hover and keyboard menus, the mega menu, client-side navigation.

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main", exact: true });
}

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
}

async function markerSurvived(page: Page) {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

test.describe("desktop header", () => {
  test("hovering opens a dropdown, hovering another closes the first, leaving closes it", async ({
    page,
  }) => {
    await page.goto("/introduction");
    const nav = mainNav(page);
    const training = nav.getByRole("button", { name: "IT Training" });
    const digital = nav.getByRole("button", { name: "IT & Digital Solutions" });

    await training.hover();
    await expect(nav.getByRole("link", { name: "Batch Calendar" })).toBeVisible();
    await expect(training).toHaveAttribute("aria-expanded", "true");

    await digital.hover();
    await expect(nav.getByRole("link", { name: "Cloud Hosting" })).toBeVisible();
    await expect(digital).toHaveAttribute("aria-expanded", "true");
    // At most one menu open.
    await expect(nav.getByRole("link", { name: "Batch Calendar" })).toHaveCount(0);
    await expect(training).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("button", { expanded: true })).toHaveCount(1);

    // The click that usually follows a hover does not toggle the menu shut.
    await digital.click();
    await expect(digital).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Cloud Hosting" })).toBeVisible();

    await page.mouse.move(640, 700);
    await expect(nav.getByRole("link", { name: "Cloud Hosting" })).toHaveCount(0);
    await expect(digital).toHaveAttribute("aria-expanded", "false");
  });

  test("the keyboard opens a menu, moves into it, and Escape closes it returning focus", async ({ page }) => {
    await page.goto("/contact");
    const nav = mainNav(page);
    const training = nav.getByRole("button", { name: "IT Training" });

    await training.focus();
    await page.keyboard.press("Enter");
    await expect(training).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Lab Infrastructure" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "IT Training Overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Lab Infrastructure" })).toHaveCount(0);
    await expect(training).toBeFocused();

    // ArrowDown on a closed trigger opens it and focuses its first link.
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "IT Training Overview" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Programs", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/it-training\/programs$/);
    await expect(training).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing a menu link navigates client-side and closes the menu", async ({ page }) => {
    await page.goto("/");
    await markDocument(page);
    const nav = mainNav(page);
    await nav.getByRole("button", { name: "IT Training" }).hover();
    await nav.getByRole("link", { name: "Batch Calendar" }).click();

    await expect(page).toHaveURL(/\/it-training\/batch-calendar$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Batch Calendar" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "IT Training" })).toHaveAttribute("aria-expanded", "false");
    // The same document: no full page reload happened.
    expect(await markerSurvived(page)).toBe(1);
  });

  test("the AI Solutions mega menu has the AI Services and Live Demos columns", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await nav.getByRole("button", { name: "AI Solutions" }).hover();

    const services = nav.getByRole("list", { name: "AI Services" });
    const demos = nav.getByRole("list", { name: "Live Demos" });
    await expect(nav.getByText("AI Services", { exact: true })).toBeVisible();
    await expect(nav.getByText("Live Demos", { exact: true })).toBeVisible();
    await expect(services.getByRole("link", { name: "Business Automation" })).toBeVisible();
    await expect(services.getByRole("link", { name: "Strategy & Partnership" })).toBeVisible();
    await expect(demos.getByRole("link")).toHaveText([
      "Warranty Bot",
      "Network Log Analyzer",
      "Document Q&A",
      "Content Generator",
    ]);

    // Both columns sit side by side.
    const servicesBox = (await services.boundingBox())!;
    const demosBox = (await demos.boundingBox())!;
    expect(demosBox.x).toBeGreaterThan(servicesBox.x + servicesBox.width - 1);

    await demos.getByRole("link", { name: "Warranty Bot" }).click();
    await expect(page).toHaveURL(/\/ai-solutions\/demo-warranty-bot$/);
    await expect(demos).toHaveCount(0);
  });

  test("About Us and Contact are plain links; Get a Quote goes to /contact and the logo goes home", async ({
    page,
  }) => {
    await page.goto("/it-training");
    await markDocument(page);
    const header = page.getByRole("banner");

    await mainNav(page).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/introduction$/);

    await header.getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await header.getByRole("link", { name: "Arivu Technologies home" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(await markerSurvived(page)).toBe(1);
  });

  test("the header stays on screen while scrolling and carries the search button and social icons", async ({
    page,
  }) => {
    await page.goto("/legal");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Search", exact: true })).toBeVisible();

    const social = header.getByRole("link", {
      name: /^(Arivu Technologies on|Chat with Arivu Technologies on) /,
    });
    await expect(social).toHaveCount(6);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const quote = header.getByRole("link", { name: "Get a Quote" });
    await expect(quote).toBeInViewport();
    const box = (await header.boundingBox())!;
    // Only the 64 px menu row stays visible (the contact strip scrolls away): under the 80 px anchor offset.
    expect(box.y + box.height).toBeLessThanOrEqual(80);
  });

  test("the menu bar fits without overflow from 768 px to 1279 px", async ({ page }) => {
    for (const width of [768, 900, 1024, 1279]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `overflow at ${width}px`).toBe(0);
      const quote = page.getByRole("banner").getByRole("link", { name: "Get a Quote" });
      const box = (await quote.boundingBox())!;
      expect(box.x + box.width, `Get a Quote inside the viewport at ${width}px`).toBeLessThanOrEqual(width);
      await expect(mainNav(page).getByRole("link", { name: "Contact" })).toBeVisible();
    }
  });

  test("the social side bar shows the six networks where the page has a free margin", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const bar = page.getByRole("complementary", { name: "Follow us" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link")).toHaveCount(6);
    const box = (await bar.boundingBox())!;
    expect(box.x).toBe(0);
    expect(Math.abs(box.y + box.height / 2 - 450)).toBeLessThan(5);
  });

  test("an open menu has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    for (const name of ["AI Solutions", "IT Training"]) {
      await nav.getByRole("button", { name }).click();
      await expect(nav.getByRole("button", { name })).toHaveAttribute("aria-expanded", "true");
      expect(listViolations(await axe(page).include("header").withTags(wcagTags).analyze())).toEqual([]);
      await page.keyboard.press("Escape");
    }
  });
});
