import type { Page } from "@playwright/test";

export const HINT = "You can compare up to 3 courses at a time.";

export const box = (page: Page, name: string) =>
  page.getByRole("checkbox", { name: `Compare ${name}`, exact: true });
export const bar = (page: Page) => page.getByRole("region", { name: "Course comparison" });
export const compareButton = (page: Page) => bar(page).getByRole("button", { name: "Compare", exact: true });
export const dialog = (page: Page) => page.getByRole("dialog", { name: "Compare courses" });

export async function select(page: Page, ...names: string[]) {
  for (const name of names) await box(page, name).check();
}
