import { expect, test } from "./fixtures";
import {
  expectCarouselReady,
  expectPlaying,
  freezeClock,
  expectSlide,
  hero,
  heroImageOffset,
  heroSlides,
  settleFrames,
  stories,
  testimonials,
} from "./helpers";

test("the hero shows slide 1, then slide 2 after 5000 ms", async ({ page }) => {
  await freezeClock(page);
  await page.goto("/");
  const carousel = hero(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroSlides[0].title);
  await expectSlide(carousel, 1, heroSlides[0].title);
  await expectPlaying(carousel);
  await page.clock.runFor(4900);
  await expectCarouselReady(carousel);
  await expectSlide(carousel, 1, heroSlides[0].title);
  await page.clock.runFor(100);
  await page.clock.runFor(1000);
  await expectSlide(carousel, 2, heroSlides[1].title);
});

test("hero arrows, dots and the pause button work on a phone", async ({ page }) => {
  await freezeClock(page);
  await page.goto("/");
  const carousel = hero(page);
  await expectPlaying(carousel);
  await carousel.getByRole("button", { name: "Next slide" }).tap();
  await expectCarouselReady(carousel);
  await page.clock.runFor(1000);
  await expectSlide(carousel, 2, heroSlides[1].title);
  await carousel.getByRole("button", { name: "Go to slide 3" }).tap();
  await page.clock.runFor(1000);
  await expectSlide(carousel, 3, heroSlides[2].title);
  await carousel.getByRole("button", { name: "Pause slideshow" }).tap();
  await expect(carousel).toHaveAttribute("data-autoplay", "stopped");
  await page.clock.runFor(15_000);
  await expectSlide(carousel, 3, heroSlides[2].title);
});

test("a tap does not leave the hero paused as if hovered", async ({ page }) => {
  await freezeClock(page);
  await page.goto("/");
  const carousel = hero(page);
  await expectPlaying(carousel);
  await carousel.getByRole("heading", { level: 1 }).tap();
  await expectPlaying(carousel);
  await expectCarouselReady(carousel);
  await page.clock.runFor(5000);
  await page.clock.runFor(1000);
  await expectSlide(carousel, 2, heroSlides[1].title);
});

test("no parallax at 390 px", async ({ page }) => {
  await page.goto("/");
  await expectPlaying(hero(page));
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await settleFrames(page);
  expect(await heroImageOffset(page)).toBe(0);
});

test("success stories advance every 5 s with previous/next", async ({ page }) => {
  await freezeClock(page);
  await page.goto("/");
  const carousel = stories(page);
  await carousel.scrollIntoViewIfNeeded();
  await expectPlaying(carousel);
  await page.clock.runFor(5000);
  await expectCarouselReady(carousel);
  await page.clock.runFor(1000);
  await expectSlide(carousel, 2, testimonials[1].quote);
  await carousel.getByRole("button", { name: "Previous slide" }).tap();
  await page.clock.runFor(1000);
  await expectSlide(carousel, 1, testimonials[0].quote);
});

test("opened at /#faq, the FAQ stays where it is as the sections above it are laid out", async ({ page }) => {
  await page.goto("/#faq");
  const faqTop = () =>
    page.evaluate(() => Math.round(document.getElementById("faq")!.getBoundingClientRect().top));
  expect(Math.abs((await faqTop()) - 80)).toBeLessThanOrEqual(1);
  // Once idle, the sections skipped over by the jump take their real heights (app/app.css).
  await expect(page.locator("main[data-laid-out]")).toHaveCount(1);
  expect(Math.abs((await faqTop()) - 80)).toBeLessThanOrEqual(1);
});

test("FAQ: the first item is open and one opens at a time", async ({ page }) => {
  await page.goto("/#faq");
  const items = page.locator("#faq details");
  await expect(items).toHaveCount(12);
  await expect(items.nth(0)).toHaveAttribute("open");
  await items.nth(5).locator("summary").tap();
  await expect(items.nth(5)).toHaveAttribute("open");
  await expect(items.nth(0)).not.toHaveAttribute("open");
});

test("a phone loads the hero's one 480 px file, however dense its screen", async ({ browser }) => {
  for (const deviceScaleFactor of [1.75, 3]) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor,
      isMobile: true,
    });
    const page = await context.newPage();
    const heroFiles: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`${heroSlides[0].image.src}-`)) heroFiles.push(path);
    });
    await page.goto("/");
    await expect(hero(page).locator("img").first()).toHaveJSProperty("complete", true);
    expect(heroFiles).toEqual([`${heroSlides[0].image.src}-480.avif`]);
    await context.close();
  }
});
