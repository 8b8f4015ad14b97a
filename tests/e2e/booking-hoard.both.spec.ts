import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

/**
 * No one hoards seats: one visitor (here, one address) holds at most 2 unpaid seats of a batch
 * (BOOKING_HOLDS_PER_BATCH). The third try is refused on a page that keeps what was typed and
 * offers the waiting list in one press. A server of its own per width, on a fresh install.
 */
let server: ReturnType<typeof ownServer>;
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  server = ownServer(test.info().project.name === "mobile" ? 66 : 65, {});
  await server.start();
});
test.afterAll(() => server?.stop());

/** Books the calendar's CCNA batch as `n`; gives the page as the booking answered. */
async function book(page: Page, n: number) {
  await page.goto(`${server.base}/it-training/batch-calendar`);
  await page
    .getByRole("region", { name: /^Batches starting in / })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 4, name: "CCNA", exact: true }) })
    .getByRole("link", { name: /^Book a seat/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "CCNA" })).toBeVisible();
  await page.getByLabel("Full name").fill(`Hoarder Number${n}`);
  await page.getByLabel("Email").fill(`hoarder${n}@example.in`);
  await page.getByLabel("Phone").fill(`+91 98400 1000${n}`);
  await page.getByLabel("Billing state").selectOption("Tamil Nadu");
  await page.getByRole("button", { name: "Book my seat" }).click();
}

test("a third unpaid hold from one visitor is refused, keeping what was typed, with the waiting list offered", async ({
  page,
}) => {
  for (const n of [1, 2]) {
    await book(page, n);
    await expect(page.getByRole("heading", { level: 1, name: "Awaiting payment" })).toBeVisible();
  }
  await book(page, 3);
  await expect(page.getByRole("heading", { name: "No more seats can be held for you" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("You already hold the most seats one person may hold");
  // What was typed is kept: the offer names it, and joining the waiting list takes one press.
  await expect(page.getByText(/Your details are kept, Hoarder Number3/)).toBeVisible();
  await expect(page.getByText(/\+91 98400 10003/)).toBeVisible();
  await expect(page.getByText(/hoarder3@example\.in/)).toBeVisible();
  await page.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "You are on the waiting list for this batch" }),
  ).toBeVisible();
});
