import { expect, test } from "./fixtures";
import { pages } from "#common/route-table.ts";
import { axe, listViolations, wcagTags } from "./axe";

// Accessibility, console errors and third-party requests, on every route at both widths.
for (const entry of pages) {
  test(`${entry.path}: no axe violations, no console errors, no third-party requests`, async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    const foreign: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    page.on("request", (req) => {
      const url = req.url();
      if (!url.startsWith(baseURL!) && !url.startsWith("data:") && !url.startsWith("blob:"))
        foreign.push(url);
    });

    await page.goto(entry.path);
    await page.waitForLoadState("networkidle");
    expect(listViolations(await axe(page).withTags(wcagTags).analyze())).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

test("the axe pass reports what it is there to find", async ({ page }) => {
  await page.goto("/");
  await page
    .locator("main")
    .evaluate((main) =>
      main.insertAdjacentHTML(
        "afterbegin",
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>',
      ),
    );
  const found = listViolations(await axe(page).withTags(wcagTags).analyze());
  expect(found.map((line) => line.split(":")[0]).toSorted()).toEqual(["button-name", "image-alt"]);
});
