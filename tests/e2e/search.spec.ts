import { expect, test } from "./fixtures";
import { searchEntries } from "#app/features/search/search.ts";
import { routeForSearchId } from "#app/features/search/search-routes.ts";
import { openSearch, searchDialog, searchInput, searchOnceAndClose, servedIndex } from "./search.helpers";
import { holdRequests } from "./helpers";

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
  const release = await holdRequests(page, "**/api/search-index");
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
  await searchOnceAndClose(page, "ccna");
  await openSearch(page);
  await expect(searchInput(page)).toHaveValue("");
  await expect(searchDialog(page).getByRole("option")).toHaveCount(0);
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
