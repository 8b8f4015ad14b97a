import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdRequests } from "./helpers";

const recommender = (page: Page) => page.getByRole("region", { name: "AI Course Recommender" });

test("a level picked and sent before the recommender's code has arrived is answered once it is live", async ({
  page,
}) => {
  const release = await holdRequests(page, "**/assets/recommender-*.js");
  await page.goto("/it-training/batch-calendar");
  const r = recommender(page);
  await r.getByRole("radio", { name: "Advanced", exact: true }).check();
  await r.getByRole("button", { name: "Recommend a course" }).click();
  release();
  await expect(
    r.getByRole("status").getByRole("link", { name: "CCIE Enterprise Infrastructure", exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/it-training\/batch-calendar$/);
  await expect(r.getByRole("radio", { name: "Advanced", exact: true })).toBeChecked();
});
