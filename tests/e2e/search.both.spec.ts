import { expect, test } from "./fixtures";
import { axe } from "./axe";
import { clickOutsideUntilClosed } from "./helpers";
import {
  openSearch,
  PLACEHOLDER,
  searchButton,
  searchDialog,
  searchInput,
  searchOnceAndClose,
} from "./search.helpers";

// At both widths: the dialog, its focus, its height, offline use, a result's anchor in view, axe.
// What does not depend on the width (the index's loading, the results, choosing one) is tested
// at 1280 px: search.spec.ts.

test("results keep working offline once the index has loaded", async ({ page, context }) => {
  await searchOnceAndClose(page, "ccna");
  await context.setOffline(true);
  try {
    // From the keyboard: on a phone the offline banner lies over the header's buttons.
    await searchButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(searchDialog(page)).toBeVisible();
    await searchInput(page).fill("cloud hosting");
    await expect(
      searchDialog(page).getByRole("option").filter({ hasText: "Managed Cloud Hosting" }),
    ).toBeVisible();
    await expect(searchDialog(page).getByText(/could not load/)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test("opens one dialog with the input focused and the spec's placeholder", async ({ page }) => {
  await page.goto("/");
  await openSearch(page);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveAttribute("placeholder", PLACEHOLDER);
  await expect(searchInput(page)).toHaveValue("");
  await expect(searchDialog(page).getByRole("option")).toHaveCount(0);
  // A modal dialog: Tab goes round its controls, not out to the page behind.
  await page.keyboard.press("Tab");
  await expect(searchDialog(page).getByRole("button", { name: "Close search" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(searchDialog(page).getByRole("button", { name: "Close search" })).toBeFocused();
});

test.describe("closing returns focus to the search button", () => {
  test("Escape closes", async ({ page }) => {
    await page.goto("/");
    await openSearch(page);
    await page.keyboard.press("Escape");
    await expect(searchDialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test("a backdrop click closes", async ({ page }) => {
    await page.goto("/");
    const dialog = await openSearch(page);
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    // A point on the backdrop below the dialog, away from the page's floating buttons.
    await clickOutsideUntilClosed(
      page,
      dialog,
      viewport.width / 2,
      Math.min(box.y + box.height + 120, viewport.height * 0.6),
    );
    await expect(searchButton(page)).toBeFocused();
  });

  test("the close button closes", async ({ page }) => {
    await page.goto("/");
    const dialog = await openSearch(page);
    await dialog.getByRole("button", { name: "Close search" }).click();
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });
});

test.describe("choosing a result", () => {
  test("an AI service result goes to its anchor on the service page", async ({ page }) => {
    await page.goto("/contact");
    await openSearch(page);
    await searchInput(page).fill("chatbot for support");
    await searchDialog(page)
      .getByRole("option")
      .filter({ hasText: "AI Chatbot for Support Centers" })
      .click();
    await expect(page).toHaveURL(/\/ai-solutions\/business-automation#ai-chatbot-for-support-centers$/);
    await expect(page.locator("#ai-chatbot-for-support-centers")).toBeInViewport();
  });
});

test("focus returns to the search button shown at the current viewport width", async ({ page }) => {
  await page.goto("/");
  const opened = searchButton(page);
  const openedVariant = await opened.getAttribute("data-search-button");
  await openSearch(page);
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize({ width: width >= 768 ? 390 : 1280, height });
  await page.keyboard.press("Escape");
  await expect(searchDialog(page)).toBeHidden();
  const visible = searchButton(page);
  await expect(visible).toBeFocused();
  expect(await visible.getAttribute("data-search-button")).not.toBe(openedVariant);
});

test("the results panel is at most 60% of the viewport high and scrolls", async ({ page }) => {
  await page.goto("/");
  await openSearch(page);
  await searchInput(page).fill("a");
  const panel = searchDialog(page).getByRole("listbox", { name: "Search results" });
  await expect(panel).toBeVisible();
  const viewportHeight = page.viewportSize()!.height;
  const style = await panel.evaluate((el) => {
    const s = getComputedStyle(el);
    return { maxHeight: s.maxHeight, overflowY: s.overflowY, scrollable: el.scrollHeight > el.clientHeight };
  });
  expect(parseFloat(style.maxHeight)).toBeCloseTo(viewportHeight * 0.6, 0);
  expect(style.overflowY).toBe("auto");
  expect(style.scrollable).toBe(true);
  expect((await panel.boundingBox())!.height).toBeLessThanOrEqual(viewportHeight * 0.6 + 1);
});

test("the open search has no accessibility violations", async ({ page }) => {
  test.slow(); // axe over the whole dialog takes a while on a busy machine
  await page.goto("/");
  await openSearch(page);
  await searchInput(page).fill("rag");
  await expect(searchDialog(page).getByRole("option").first()).toBeVisible();
  const results = await axe(page).include('[role="dialog"]').analyze();
  expect(results.violations).toEqual([]);
});
