import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { countAiRequests, holdRequests } from "./demos.helpers";
import { scrollToLive } from "./helpers";

const recommender = (page: Page) => page.getByRole("region", { name: "AI Course Recommender" });

test("the batch calendar's recommender asks for a level first, without calling the server", async ({
  page,
}) => {
  const requests = countAiRequests(page);
  await page.goto("/it-training/batch-calendar");
  const section = page.getByRole("region", { name: "Not sure where to start?" });
  const r = section.getByRole("region", { name: "AI Course Recommender" });
  await scrollToLive(r);
  await expect(r.getByRole("radio")).toHaveCount(3);
  for (const level of ["Beginner", "Intermediate", "Advanced"])
    await expect(r.getByRole("radio", { name: level, exact: true })).not.toBeChecked();
  await r.getByRole("button", { name: "Recommend a course" }).click();
  const alert = r.getByRole("alert");
  await expect(alert).toContainText("Error");
  await expect(alert).toContainText("Please select your experience level.");
  await expect(r.getByRole("radio", { name: "Beginner", exact: true })).toBeFocused();
  expect(requests.count()).toBe(0);
});

test("recommends one course per level with its reason; busy while asking; a new request clears the last", async ({
  page,
}) => {
  await page.goto("/it-training/batch-calendar");
  const r = recommender(page);
  await scrollToLive(r);
  const result = r.getByRole("status");
  const hold = await holdRequests(page, "/api/ai/recommendation");

  hold.close();
  await r.getByRole("radio", { name: "Beginner", exact: true }).check();
  await r.getByRole("button", { name: "Recommend a course" }).click();
  const busy = r.getByRole("button", { name: "Finding your course…" });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await expect(r.getByRole("radio", { name: "Advanced", exact: true })).toBeDisabled();
  hold.release();
  await expect(result.getByRole("link", { name: "CCNA", exact: true })).toHaveAttribute(
    "href",
    "/it-training/programs#course-ccna",
  );
  await expect(result).toContainText("As a beginner");
  await expect(r.getByRole("alert")).toHaveCount(0);

  hold.close();
  await r.getByRole("radio", { name: "Advanced", exact: true }).check();
  await r.getByRole("button", { name: "Recommend a course" }).click();
  await expect(busy).toBeVisible();
  await expect(result).toHaveText("");
  hold.release();
  await expect(
    result.getByRole("link", { name: "CCIE Enterprise Infrastructure", exact: true }),
  ).toBeVisible();
  await expect(result).toContainText("lab exam");
  await expect(result).not.toContainText("As a beginner");
});

test("the levels are a keyboard radio group, and the recommended course opens in the catalogue", async ({
  page,
}) => {
  await page.goto("/it-training/programs");
  const r = page
    .getByRole("region", { name: "Not sure where to start?" })
    .getByRole("region", { name: "AI Course Recommender" });
  await scrollToLive(r);
  await r.getByRole("radio", { name: "Beginner", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(r.getByRole("radio", { name: "Intermediate", exact: true })).toBeChecked();
  await expect(r.getByRole("radio", { name: "Intermediate", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(r.getByRole("button", { name: "Recommend a course" })).toBeFocused();
  await page.keyboard.press("Enter");
  const link = r.getByRole("status").getByRole("link", { name: "CCNP Enterprise", exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/it-training\/programs#course-ccnp-enterprise$/);
  await expect(
    page.getByRole("heading", { level: 4, name: "CCNP Enterprise", exact: true }),
  ).toBeInViewport();
});

test("a level picked and sent before the recommender's code has arrived is answered once it is live", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/recommender-*.js", async (route) => {
    await held;
    await route.continue();
  });
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
