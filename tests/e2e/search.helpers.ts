import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import type { SearchEntry } from "#app/content/schema.ts";

export const PLACEHOLDER = "Search courses, services, FAQs...";

export function searchButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
}

export function searchDialog(page: Page) {
  return page.getByRole("dialog", { name: "Search the site" });
}

/** Opens the search like a visitor, once the page and the search are live. */
export async function openSearch(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  await expect(page.locator("#site-search")).toHaveAttribute("data-live", "");
  await searchButton(page).click();
  const dialog = searchDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

export function searchInput(page: Page) {
  return searchDialog(page).getByRole("combobox");
}

/** On the home page, searches for `query`, sees a result, and closes the search with Escape. */
export async function searchOnceAndClose(page: Page, query: string) {
  await page.goto("/");
  await openSearch(page);
  await searchInput(page).fill(query);
  await expect(searchDialog(page).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(searchDialog(page)).toBeHidden();
}

/** The index the server serves now, from the content as published. */
export async function servedIndex(request: APIRequestContext): Promise<SearchEntry[]> {
  const res = await request.get("/api/search-index");
  expect(res.status()).toBe(200);
  return (await res.json()) as SearchEntry[];
}
