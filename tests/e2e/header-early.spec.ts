import { axe, listViolations, wcagTags } from "./axe";
import { expect, isLive, openEarly, settle, test, waitUntilLive } from "./slow-phone/visits";

// The desktop menus (1280 px) before the page is live: their panels are native popovers in the
// server's HTML, so a click or a key opens them with their links while the scripts are held back.

test("a desktop menu opens at its first click or key before the page is live, and stays usable once live", async ({
  phone: desktopVisit, // the project's device: 1280 px here
}) => {
  const visit = await desktopVisit();
  const { page } = visit;
  const acted = await openEarly(visit, "/introduction");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  const training = nav.getByRole("button", { name: "IT Training" });

  // The keyboard: Enter opens, Tab reaches the first link, Escape closes and returns focus.
  await training.focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link", { name: "Batch Calendar" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "IT Training Overview" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Batch Calendar" })).toBeHidden();
  await expect(training).toBeFocused();

  // A click: the panel shows its links at once, under its trigger.
  await training.click();
  const calendar = nav.getByRole("link", { name: "Batch Calendar" });
  await expect(calendar).toBeVisible();
  const trigger = (await training.boundingBox())!;
  const link = (await calendar.boundingBox())!;
  expect(link.y).toBeGreaterThan(trigger.y + trigger.height);
  expect(Math.abs(link.x - trigger.x)).toBeLessThan(40);
  expect(listViolations(await axe(page).include("header").withTags(wcagTags).analyze())).toEqual([]);
  expect(await isLive(page), "the menu must open before the page is live").toBe(false);
  acted();

  // Once live, the same panel is still open, and the app follows its links.
  await waitUntilLive(page);
  await settle(visit);
  await expect(calendar).toBeVisible();
  await expect(training).toHaveAttribute("aria-expanded", "true");
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await calendar.click();
  await expect(page).toHaveURL(/\/it-training\/batch-calendar$/);
  await expect(calendar).toBeHidden();
  await expect(training).toHaveAttribute("aria-expanded", "false");
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

  // The new page's link is the current one.
  await training.click();
  await expect(calendar).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Programs", exact: true })).not.toHaveAttribute("aria-current");
});
