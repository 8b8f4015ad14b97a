import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { SearchEntry } from "#app/content/schema.ts";
import { searchEntries } from "#app/features/search/search.ts";
import { routeForSearchId } from "#app/features/search/search-routes.ts";
import { axe } from "./axe";
import { clickOutsideUntilClosed } from "./helpers";

const PLACEHOLDER = "Search courses, services, FAQs...";

function searchButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
}

function searchDialog(page: Page) {
  return page.getByRole("dialog", { name: "Search the site" });
}

/** Opens the search like a visitor, once the page and the search are live. */
async function openSearch(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  await expect(page.locator("#site-search")).toHaveAttribute("data-live", "");
  await searchButton(page).click();
  const dialog = searchDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

function searchInput(page: Page) {
  return searchDialog(page).getByRole("combobox");
}

/** The index the server serves now, from the content as published. */
async function servedIndex(request: APIRequestContext): Promise<SearchEntry[]> {
  const res = await request.get("/api/search-index");
  expect(res.status()).toBe(200);
  return (await res.json()) as SearchEntry[];
}

test("the search index loads only when the search is first opened", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const indexRequests = () => requested.filter((url) => url.endsWith("/api/search-index"));
  expect(indexRequests()).toEqual([]);
  await openSearch(page);
  await expect(() => expect(indexRequests()).toHaveLength(1)).toPass();
});

test("shows that the index is loading, and a clear error with a retry when it cannot load", async ({
  page,
}) => {
  await page.goto("/");
  await page.route("**/api/search-index", (route) => route.abort("internetdisconnected"));
  await openSearch(page);
  const dialog = searchDialog(page);
  await expect(dialog.getByRole("status")).toHaveText(
    "The search could not load. Check your connection and try again.",
  );
  await searchInput(page).fill("ccna");
  await expect(dialog.getByRole("option")).toHaveCount(0);

  // The next answer waits until the test lets it through: the search says it is loading.
  await page.unrouteAll();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/search-index", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Loading the search…");
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveValue("ccna");
  release();
  await expect(
    dialog.getByRole("option").filter({ hasText: "Cisco Certified Network Associate" }),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Try again" })).toHaveCount(0);
});

test("results keep working offline once the index has loaded", async ({ page, context }) => {
  await page.goto("/");
  await openSearch(page);
  await searchInput(page).fill("ccna");
  await expect(searchDialog(page).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(searchDialog(page)).toBeHidden();
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

test("typing shows results with category, title, content and highlighted matches", async ({ page }) => {
  await page.goto("/");
  await openSearch(page);
  await searchInput(page).pressSequentially("ccna");
  const ccna = searchDialog(page)
    .getByRole("option")
    .filter({ hasText: "Cisco Certified Network Associate" });
  await expect(ccna).toBeVisible();
  await expect(ccna).toContainText("Training Course");
  await expect(ccna.locator("mark").first()).toHaveText("CCNA");
  await expect(searchDialog(page).getByRole("status")).toHaveText(/^\d+ results?$/);
  await expect(searchInput(page)).toHaveAttribute("aria-expanded", "true");

  // Matches in the content are marked too, keeping the original letter case.
  await searchInput(page).fill("CERTIFIED network");
  await expect(ccna.locator("mark")).toHaveText(["Certified Network"]);
});

test("no matches shows the no-results message with the trimmed query", async ({ page }) => {
  await page.goto("/");
  await openSearch(page);
  await searchInput(page).fill("  zzzqqq ");
  await expect(searchDialog(page).getByText('No results found for "zzzqqq"', { exact: true })).toBeVisible();
  await expect(searchDialog(page).getByRole("option")).toHaveCount(0);
});

test("a whitespace-only query shows nothing", async ({ page }) => {
  await page.goto("/");
  await openSearch(page);
  await searchInput(page).fill("cloud");
  await expect(searchDialog(page).getByRole("option")).not.toHaveCount(0);
  await searchInput(page).fill("   ");
  await expect(searchDialog(page).getByRole("option")).toHaveCount(0);
  await expect(searchDialog(page).getByText(/No results found/)).toHaveCount(0);
  await expect(searchInput(page)).toHaveAttribute("aria-expanded", "false");
});

test("reopening clears the previous query", async ({ page }) => {
  await page.goto("/");
  await openSearch(page);
  await searchInput(page).fill("ccna");
  await expect(searchDialog(page).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(searchDialog(page)).toBeHidden();
  await openSearch(page);
  await expect(searchInput(page)).toHaveValue("");
  await expect(searchDialog(page).getByRole("option")).toHaveCount(0);
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
  test("closes the modal and navigates to the mapped route after 150 ms", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.clock.pauseAt(Date.now() + 60_000);
    await openSearch(page);
    await searchInput(page).fill("contact");
    await searchDialog(page).getByRole("option").filter({ hasText: "Contact Us" }).click();
    await expect(searchDialog(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(60);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

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

  test("Arrow keys move the active result and Enter chooses it", async ({ page }) => {
    const query = "cisco";
    const expected = searchEntries(await servedIndex(page.request), query);
    expect(expected.length).toBeGreaterThan(2);
    await page.goto("/");
    await openSearch(page);
    const input = searchInput(page);
    await input.fill(query);
    const options = searchDialog(page).getByRole("option");
    await expect(options).toHaveCount(expected.length);
    await input.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowDown");
    await input.press("ArrowDown");
    await input.press("ArrowUp");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await expect(input).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
    await expect(options.nth(1)).toContainText(expected[1].title);
    await input.press("Enter");
    await expect(searchDialog(page)).toBeHidden();
    const route = routeForSearchId(expected[1].id);
    await expect(page).toHaveURL((url) => url.pathname + url.hash === route);
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

test("every result leads to a page that has the result's anchor", async ({ request }) => {
  const routes = new Set((await servedIndex(request)).map((entry) => routeForSearchId(entry.id)));
  for (const route of routes) {
    const [path, anchor] = route.split("#");
    const res = await request.get(path);
    expect(res.status(), route).toBe(200);
    if (anchor) expect(await res.text(), route).toContain(` id="${anchor}"`);
  }
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
