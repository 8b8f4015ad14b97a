import type { Locator, Page } from "@playwright/test";
import { images } from "#app/content/images.ts";
import { dailyImageMessages } from "#app/features/daily-image/daily-image-messages.ts";
import { expect, test } from "./fixtures";
import { axe } from "./axe";

// Visitors are mostly in India: their calendar day is Chennai's.
test.use({ timezoneId: "Asia/Kolkata" });

const section = (page: Page) => page.getByRole("region", { name: "Today's AI Concept Art" });
const isImageRequest = (url: string) => url.includes("/api/ai/daily-image/");
/** The day as the browser sees it, yyyy-MM-dd. */
const browserDate = (page: Page) => page.evaluate(() => new Date().toLocaleDateString("en-CA"));
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Where an element sits inside the section (scrolling aside). */
async function placement(page: Page, element: Locator) {
  const [box, outer] = await Promise.all([element.boundingBox(), section(page).boundingBox()]);
  return { x: box!.x - outer!.x, y: box!.y - outer!.y, width: box!.width, height: box!.height };
}

/** Scrolls to the section (its image loads as it nears the viewport) and returns today's image. */
async function showTodaysImage(page: Page) {
  const response = page.waitForResponse((r) => isImageRequest(r.url()));
  await section(page).scrollIntoViewIfNeeded();
  const res = await response;
  const prompt = decodeURIComponent(res.headers()["x-image-prompt"] ?? "");
  expect(prompt).toContain("Abstract high-tech");
  const img = section(page).getByRole("img", { name: prompt });
  await expect(img).toBeVisible();
  return { res, prompt, img };
}

test("today's image replaces the fallback without a shift, with its description, and is kept for the day", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (r) => isImageRequest(r.url()) && requests.push(r.url()));
  await page.goto("/");
  const fallback = section(page).getByRole("img", { name: images.dailyFallback.alt });
  await expect(fallback).toBeAttached();
  const heading = section(page).getByRole("heading", { name: "Today's AI Concept Art" });
  const before = await placement(page, fallback);
  const headingBefore = await placement(page, heading);

  const { res, prompt, img } = await showTodaysImage(page);
  const today = await browserDate(page);
  expect(res.url()).toMatch(new RegExp(`/api/ai/daily-image/${today}$`));
  expect(res.headers()["content-type"]).toContain("image/svg+xml");
  await expect(img).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await expect(section(page).getByText(prompt, { exact: true })).toBeVisible();
  // The fallback is covered and hidden from assistive technology; no failure message.
  await expect(section(page).getByRole("img")).toHaveCount(1);
  await expect(section(page).getByRole("status")).toHaveText("");
  // Today's image sits exactly where the fallback was.
  expect(await placement(page, img)).toEqual(before);
  expect(await placement(page, heading)).toEqual(headingBefore);

  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("arivu.dailyImage") ?? "null") as Record<string, string> | null,
  );
  expect(stored).toMatchObject({ date: today, prompt });
  expect(stored?.image).toMatch(/^data:image\/svg\+xml/);
  const src = await img.getAttribute("src");
  expect(stored?.image).toBe(src);

  // The same day, the stored image is shown again without asking the server.
  expect(requests).toHaveLength(1);
  await page.reload();
  await section(page).scrollIntoViewIfNeeded();
  await expect(section(page).getByRole("img", { name: prompt })).toHaveAttribute("src", src!);
  await page.waitForLoadState("networkidle");
  expect(requests).toHaveLength(1);
});

test("after midnight the next visit gets the new day's image", async ({ page }) => {
  // The server serves dates within a day of its own UTC date: the visitor's evening is
  // yesterday, their morning today.
  const serverToday = new Date().toISOString().slice(0, 10);
  const yesterday = addDays(serverToday, -1);
  await page.clock.install({ time: new Date(`${yesterday}T23:59:30+05:30`) });
  const requests: string[] = [];
  page.on("request", (r) => isImageRequest(r.url()) && requests.push(new URL(r.url()).pathname));

  await page.goto("/");
  const first = await showTodaysImage(page);
  expect(requests).toEqual([`/api/ai/daily-image/${yesterday}`]);
  const firstSrc = await first.img.getAttribute("src");

  await page.clock.fastForward("01:00");
  expect(await browserDate(page)).toBe(serverToday);
  await page.reload();
  const second = await showTodaysImage(page);
  expect(requests).toEqual([`/api/ai/daily-image/${yesterday}`, `/api/ai/daily-image/${serverToday}`]);
  expect(await second.img.getAttribute("src")).not.toBe(firstSrc);
  expect(second.prompt).not.toBe(first.prompt);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem("arivu.dailyImage") ?? "{}") as { date?: string },
  );
  expect(stored.date).toBe(serverToday);
});

test("when the visitor's network fails, the fallback concept stays with a network message", async ({
  page,
}) => {
  await page.route("**/api/ai/daily-image/**", (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  await section(page).scrollIntoViewIfNeeded();
  await expect(section(page).getByRole("status")).toHaveText(dailyImageMessages.network);
  const fallback = section(page).getByRole("img");
  await expect(fallback).toHaveCount(1);
  await expect(fallback).toHaveAttribute("alt", images.dailyFallback.alt);
  await expect(fallback).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("arivu.dailyImage"))).toBeNull();
  const results = await axe(page).include("#daily-ai-image").analyze();
  expect(results.violations).toEqual([]);
});
