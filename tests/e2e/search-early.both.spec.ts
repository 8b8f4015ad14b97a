import { axe, listViolations } from "./axe";
import { expect, isLive, openEarly, settle, test, waitUntilLive } from "./slow-phone/visits";

// The site search tapped on a slow device, before the page's scripts have run (held back,
// as in slow-phone.spec.ts), at the width of each project: the header's desktop or phone button.

test("Search tapped before the page is live opens the search with its box focused and Tab kept inside; what was typed then gives its results once live", async ({
  phone,
}) => {
  test.slow(); // an axe pass while the page's scripts are held back
  const visit = await phone();
  const { page } = visit;
  const acted = await openEarly(visit, "/");
  const button = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  const input = dialog.getByRole("combobox", { name: "Search the site" });

  if (page.viewportSize()!.width < 768) await button.tap();
  else await button.click();
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  // A modal dialog: Tab goes round its controls, not out to the page behind.
  const close = dialog.getByRole("button", { name: "Close search" });
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await expect(dialog.getByRole("status")).toHaveText("Loading the search…");
  await page.keyboard.type("ccna");
  expect(listViolations(await axe(page).include("#site-search").analyze())).toEqual([]);
  expect(await isLive(page), "the search must open before the page is live").toBe(false);
  acted();

  await waitUntilLive(page);
  await expect(
    dialog.getByRole("option").filter({ hasText: "Cisco Certified Network Associate" }),
  ).toBeVisible();
  await settle(visit);
  await expect(input).toHaveValue("ccna");
  await expect(input).toBeFocused();
  await expect(dialog.getByRole("status")).toHaveText(/^\d+ results?$/);

  // The live search closes as before, giving focus back to its button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
