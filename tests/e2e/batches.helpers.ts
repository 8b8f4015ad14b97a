import { expect, type Locator, type Page } from "@playwright/test";

export const PATH = "/it-training/batch-calendar";

/** 10 March 2027, 10:00 in Chennai: batches are for April 2027, where 1 April is a Thursday. */
export const MARCH_10_2027 = new Date("2027-03-10T10:00:00+05:30");
export const APRIL = {
  sat: "Sat, 3 Apr 2027",
  weekdays: ["Mon, 5 Apr 2027", "Tue, 6 Apr 2027", "Wed, 7 Apr 2027"],
};

export async function openAt(page: Page, now: Date, month: string) {
  await page.clock.setFixedTime(now);
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 2, name: `Batches starting in ${month}` })).toBeVisible();
}

export function batchCards(page: Page): Locator {
  return page.getByRole("region", { name: /^Batches starting in/ }).getByRole("listitem");
}

export function card(page: Page, course: string): Locator {
  return batchCards(page).filter({ has: page.getByRole("heading", { level: 4, name: course, exact: true }) });
}
