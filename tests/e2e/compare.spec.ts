import { expect, test } from "./fixtures";
import { bar, box, compareButton, dialog, HINT, select } from "./compare.helpers";

test.beforeEach(async ({ page }) => {
  await page.goto("/it-training/plans-pricing");
});

test("the bar slides up with the first course and Compare needs two", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 3, name: "Foundation Track" })).toBeVisible();
  await expect(bar(page)).toBeHidden();

  await select(page, "CCNA");
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole("listitem")).toHaveText(["CCNA"]);
  await expect(compareButton(page)).toBeDisabled();

  await select(page, "CISSP");
  await expect(bar(page).getByRole("listitem")).toHaveText(["CCNA", "CISSP"]);
  await expect(compareButton(page)).toBeEnabled();
});

test("three courses is the limit: the others are disabled with the hint", async ({ page }) => {
  await select(page, "CCNA", "CCNP Enterprise", "CISSP");
  await expect(bar(page).getByText(HINT, { exact: true })).toBeVisible();
  for (const name of ["CCDE", "Fortinet NSE4", "Prompt Engineering", "CCIE Security"]) {
    await expect(box(page, name)).toBeDisabled();
  }
  await expect(box(page, "CCDE")).toHaveAccessibleDescription(HINT);
  await expect(box(page, "CCNA")).toBeEnabled();

  // A fourth tick is ignored.
  await box(page, "CCDE").click({ force: true });
  await expect(box(page, "CCDE")).not.toBeChecked();
  await expect(bar(page).getByRole("listitem")).toHaveCount(3);

  await box(page, "CCNP Enterprise").uncheck();
  await expect(bar(page).getByText(HINT)).toBeHidden();
  await expect(box(page, "CCDE")).toBeEnabled();
  await select(page, "CCDE");
  await expect(bar(page).getByRole("listitem")).toHaveText(["CCNA", "CISSP", "CCDE"]);
});

test("the bar slides with a transform, and without motion when reduced motion is asked", async ({ page }) => {
  await select(page, "CCNA");
  await expect(bar(page)).toBeVisible();
  const transition = () => bar(page).evaluate((el) => getComputedStyle(el).transitionProperty);
  expect(await transition()).toContain("translate");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await transition()).toBe("none");
});

test("the comparison code loads only when Compare is used", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.reload();
  await select(page, "CCNA", "CISSP");
  expect(scripts.filter((u) => /compare-dialog/.test(u))).toEqual([]);
  await compareButton(page).click();
  await expect(dialog(page)).toBeVisible();
  expect(scripts.filter((u) => /compare-dialog/.test(u))).toHaveLength(1);
});

test("courses can be removed from the bar one by one or all at once", async ({ page }) => {
  await select(page, "CCNA", "CISSP", "Cisco SD-WAN");
  await bar(page).getByRole("button", { name: "Remove CISSP from comparison" }).click();
  await expect(bar(page).getByRole("listitem")).toHaveText(["CCNA", "Cisco SD-WAN"]);
  await expect(box(page, "CISSP")).not.toBeChecked();

  await bar(page).getByRole("button", { name: "Clear All" }).click();
  await expect(bar(page)).toBeHidden();
  await expect(box(page, "CCNA")).not.toBeChecked();
  await expect(box(page, "Cisco SD-WAN")).not.toBeChecked();
});
