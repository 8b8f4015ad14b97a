import { expect, test } from "./fixtures";
import { faqs } from "#app/content/faqs.ts";
import { images } from "#app/content/images.ts";
import { homeAbout } from "#app/content/home.ts";
import {
  expectPlaying,
  freezeClock,
  expectSlide,
  expectCarouselReady,
  hero,
  heroImageOffset,
  heroSlides,
  stories,
  testimonials,
} from "./helpers";

test.describe("home hero carousel", () => {
  test("shows slide 1, then slide 2 after 5000 ms, not before", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    const carousel = hero(page);
    await expectSlide(carousel, 1, heroSlides[0].title);
    await expectPlaying(carousel);
    await page.clock.runFor(4900);
    await expectCarouselReady(carousel);
    await expectSlide(carousel, 1, heroSlides[0].title);
    await page.clock.runFor(100);
    await page.clock.runFor(1000); // the slide animation
    await expectSlide(carousel, 2, heroSlides[1].title);
    await page.clock.runFor(5000);
    await expectSlide(carousel, 3, heroSlides[2].title);
  });

  test("the page's only h1 is the first slide's title; the slides are labelled", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroSlides[0].title);
    const carousel = hero(page);
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    for (const [i, slide] of heroSlides.entries()) {
      const group = carousel.getByRole("group", { name: `${i + 1} of 3` });
      await expect(group).toHaveAttribute("aria-roledescription", "slide");
      await expect(group.getByText(slide.supertitle, { exact: true })).toBeAttached();
      await expect(group.getByRole("link", { name: slide.ctaText })).toHaveAttribute("href", slide.ctaLink);
    }
  });

  test("does not advance while hovered, and resumes when the mouse leaves", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    const carousel = hero(page);
    await expectPlaying(carousel);
    await carousel.getByRole("heading", { level: 1 }).hover();
    await expect(carousel).toHaveAttribute("data-autoplay", "paused");
    await expectCarouselReady(carousel);
    await page.clock.runFor(12_000);
    await expectSlide(carousel, 1, heroSlides[0].title);
    await page.mouse.move(640, 790);
    await expectPlaying(carousel);
    await page.clock.runFor(5000);
    await page.clock.runFor(1000);
    await expectSlide(carousel, 2, heroSlides[1].title);
  });

  test("keyboard focus inside pauses it", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    const carousel = hero(page);
    await expectPlaying(carousel);
    await carousel.getByRole("button", { name: "Pause slideshow" }).focus();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await expect(carousel).toHaveAttribute("data-autoplay", "paused");
    await page.clock.runFor(12_000);
    await expectSlide(carousel, 1, heroSlides[0].title);
  });

  test("arrows and dots change the slide", async ({ page }) => {
    await page.goto("/");
    const carousel = hero(page);
    await expectPlaying(carousel);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(carousel, 2, heroSlides[1].title);
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(carousel, 1, heroSlides[0].title);
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(carousel, 3, heroSlides[2].title);
    await carousel.getByRole("button", { name: "Go to slide 2" }).click();
    await expectSlide(carousel, 2, heroSlides[1].title);
    await expect(carousel.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current");
  });

  test("the pause button stops advancing; play starts it again", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    const carousel = hero(page);
    await expectPlaying(carousel);
    await carousel.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(carousel.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.mouse.move(640, 790);
    await page.clock.runFor(15_000);
    await expectSlide(carousel, 1, heroSlides[0].title);
    await carousel.getByRole("button", { name: "Play slideshow" }).click();
    await expect(carousel.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
    await expectCarouselReady(carousel);
    await page.mouse.move(640, 790);
    await page.clock.runFor(5000);
    await page.clock.runFor(1000);
    await expectSlide(carousel, 2, heroSlides[1].title);
  });

  test("with reduced motion it does not advance until play is pressed", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/");
    const carousel = hero(page);
    await expect(carousel.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expect(carousel).toHaveAttribute("data-autoplay", "stopped");
    await page.clock.runFor(15_000);
    await expectSlide(carousel, 1, heroSlides[0].title);
  });

  test("the background moves with parallax on scroll at 1280 px", async ({ page }) => {
    await page.goto("/");
    await expectPlaying(hero(page));
    expect(await heroImageOffset(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => heroImageOffset(page)).toBe(120);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => heroImageOffset(page)).toBe(0);
  });

  test("the first slide's image loads with high priority; the others only when they are shown", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const wasRequested = (slide: number) =>
      requested.some((path) => path.startsWith(`${heroSlides[slide].image.src}-`));
    await freezeClock(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const carousel = hero(page);
    await expect(carousel.locator("img")).toHaveCount(1);
    await expect(carousel.locator("img").first()).toHaveAttribute("fetchpriority", "high");
    await expect(carousel.locator("img").first()).toHaveAttribute("loading", "eager");
    expect(wasRequested(0)).toBe(true);
    expect(wasRequested(1)).toBe(false);
    expect(wasRequested(2)).toBe(false);

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => wasRequested(1)).toBe(true);
    expect(wasRequested(2)).toBe(false);
    const second = carousel.getByRole("group", { name: "2 of 3" }).locator("img");
    await expect(second).toHaveAttribute("loading", "eager");
    await expect(second).toHaveAttribute("fetchpriority", "auto");
  });

  test("the carousel's code, fetched ahead once the page has painted, runs only when the first step is near, or when the visitor reaches for it", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const carousel = hero(page);
    await expectPlaying(carousel);
    await page.clock.runFor(3000);
    await page.waitForLoadState("networkidle");
    await expect(page.locator('link[rel="prefetch"][href*="/embla-carousel"]')).toHaveCount(1);
    await expect(carousel.locator("[aria-live]")).not.toHaveAttribute("style", /translate3d/);
    await page.clock.runFor(600);
    await expectCarouselReady(carousel);

    // A visitor who clicks an arrow first gets the next slide all the same.
    await page.goto("/");
    await expectPlaying(carousel);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expectCarouselReady(carousel);
    await page.clock.runFor(1000); // the slide animation
    await expectSlide(carousel, 2, heroSlides[1].title);
  });

  test("loading the page shifts no layout (CLS ≤ 0.02)", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Every shift since the page began, once its fonts are in and the frames after them drawn
    // (the observer hands over the shifts before now in a task of its own, queued at once).
    const cls = await page.evaluate(async () => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      const shifts: Shift[] = [];
      const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as Shift[])));
      observer.observe({ type: "layout-shift", buffered: true });
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      shifts.push(...(observer.takeRecords() as Shift[]));
      observer.disconnect();
      return shifts.filter((e) => !e.hadRecentInput).reduce((total, e) => total + e.value, 0);
    });
    expect(cls).toBeLessThanOrEqual(0.02);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server-rendered hero shows slide 1", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: heroSlides[0].title })).toBeInViewport();
    await expect(page.getByRole("link", { name: heroSlides[0].ctaText })).toBeInViewport();
    await expect(page.getByText(heroSlides[1].title, { exact: true })).not.toBeInViewport();
  });

  test("the sections hydrated late are all there: the success stories and the FAQ with its first answer", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(stories(page)).toBeVisible();
    await expect(stories(page).getByText(testimonials[0].quote)).toBeVisible();
    await expect(page.locator("#faq summary").getByText(faqs[0].question)).toBeVisible();
    const firstAnswer = typeof faqs[0].answer === "string" ? faqs[0].answer : faqs[0].answer[0];
    await expect(page.getByText(firstAnswer)).toBeVisible();
  });
});

test.describe("client success stories", () => {
  test("advance every 5 s, and previous/next work", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    const carousel = stories(page);
    await carousel.scrollIntoViewIfNeeded();
    await expectPlaying(carousel);
    await expectSlide(carousel, 1, testimonials[0].quote);
    await page.clock.runFor(4900);
    await expectCarouselReady(carousel);
    await expectSlide(carousel, 1, testimonials[0].quote);
    await page.clock.runFor(100);
    await page.clock.runFor(1000);
    await expectSlide(carousel, 2, testimonials[1].quote);
    await page.clock.runFor(5000);
    await expectSlide(carousel, 3, testimonials[2].quote);
    await expect(carousel.getByText(testimonials[2].name, { exact: true })).toBeInViewport();

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await page.clock.runFor(1000);
    await expectSlide(carousel, 4, testimonials[3].quote);
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await page.clock.runFor(1000);
    await expectSlide(carousel, 3, testimonials[2].quote);
  });

  test("live at /#alumni-success", async ({ page }) => {
    await page.goto("/#alumni-success");
    const section = page.locator("#alumni-success");
    await expect(section.getByRole("heading", { name: "Client Success Stories" })).toBeInViewport();
    await expect(section.getByRole("group", { name: /of 4$/ })).toHaveCount(4);
  });
});

test.describe("FAQ", () => {
  test("12 questions, the first open; opening another closes the first", async ({ page }) => {
    await page.goto("/#faq");
    const faq = page.locator("#faq");
    await expect(faq.getByRole("heading", { name: "Frequently Asked Questions" })).toBeInViewport();
    const items = faq.locator("details");
    await expect(items).toHaveCount(12);
    await expect(items.nth(0)).toHaveAttribute("open");
    await expect(faq.getByText(/^Start with CCNA/)).toBeVisible();
    for (let i = 1; i < 12; i++) await expect(items.nth(i)).not.toHaveAttribute("open");

    await faq.getByText("What does the 100% pass support for CCIE mean?").click();
    await expect(faq.getByText(/subject to conditions: at least 90% attendance/)).toBeVisible();
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(faq.getByText(/^Start with CCNA/)).toBeHidden();
    await expect(faq.getByRole("region")).toHaveCount(1);
  });

  test("its code, fetched ahead once the page has painted, runs only when the visitor scrolls near it, and it works before and after", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator('link[rel="prefetch"][href*="/faq-list-"]')).toHaveCount(1);
    const faq = page.locator("#faq");
    await expect(faq.locator("[data-deferred=hydrated]")).toHaveCount(0);

    const items = faq.locator("details");
    // A tap the moment it scrolls into view, before its code has loaded, opens the item.
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(faq.locator("[data-deferred=hydrated]")).toHaveCount(1);
    await expect(items.nth(1)).toHaveAttribute("open");
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open");
    await expect(items.nth(1)).not.toHaveAttribute("open");
  });

  test("an answer given as a list shows as paragraphs, and the panel is capped at 1000 px", async ({
    page,
  }) => {
    await page.goto("/");
    const panel = page.locator("#faq").getByRole("region", { name: faqs[0].question });
    await expect(panel.locator("p")).toHaveCount((faqs[0].answer as string[]).length);
    await expect(panel).toHaveCSS("max-height", "1000px");
    await expect(panel).toHaveCSS("overflow-y", "auto");
  });

  test("the HTML carries FAQPage structured data with the 12 questions", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]),
    );
    const faqPage = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faqPage.mainEntity).toHaveLength(12);
    expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqs.map((f) => f.question));
    expect(faqPage.mainEntity[0].acceptedAnswer.text).toMatch(/^Start with CCNA/);
  });
});

test.describe("home sections", () => {
  test("core expertise links to the three sections with 'Learn More'", async ({ page }) => {
    await page.goto("/");
    const links = page.locator("#core-expertise").getByRole("link", { name: /^Learn More/ });
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toHaveAttribute("href", "/it-training");
    await expect(links.nth(1)).toHaveAttribute("href", "/ai-solutions");
    await expect(links.nth(2)).toHaveAttribute("href", "/it-digital-solutions");
    await expect(links.nth(0)).toContainText("Learn More");
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/ai-solutions$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AI");
  });

  test("the daily image section shows an image with alt text", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Today's AI Concept Art" });
    await expect(section.getByRole("heading", { name: "Today's AI Concept Art" })).toBeVisible();
    const img = section.getByRole("img");
    await expect(img).toHaveAttribute("alt", images.dailyFallback.alt);
    await expect(img).toHaveAttribute("width", String(images.dailyFallback.width));
    await expect(img).toHaveAttribute("height", String(images.dailyFallback.height));
  });

  test("the about section shows the leadership card", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("article", { name: homeAbout.leader.name });
    await expect(card).toContainText(homeAbout.leader.title);
    await expect(card).toContainText(/CCIE #\d+/);
    await expect(card.getByRole("img")).toHaveAttribute("alt", images.leadership.alt);
  });
});
