import { expect, test } from "./fixtures";
import { scrollToLive } from "./helpers";

// The recommender's states and messages (a level first, busy, each level's course, errors) are
// tested in app/features/demos/recommender.dom.test.tsx. Here, at both widths, the keyboard and
// the way to the catalogue; its code arriving late, at 1280 px only: recommender.spec.ts.
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
