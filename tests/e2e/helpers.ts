import { expect, type Locator, type Page } from "@playwright/test";
import { heroSlides } from "#app/content/home.ts";
import { testimonials } from "#app/content/testimonials.ts";

export { heroSlides, testimonials };

export const hero = (page: Page) => page.getByRole("region", { name: "Featured services" });
export const stories = (page: Page) => page.getByRole("region", { name: "Alumni and client stories" });

/**
 * Brings a section whose code loads as the visitor nears it (hydrateWhenVisible) into view and
 * waits until it is live, as a visitor would before using it. Any other section returns at once.
 */
export async function scrollToLive(section: Locator) {
  await scrollIntoSettledView(section);
  const box = section.locator("xpath=ancestor::div[@data-deferred][1]");
  if ((await box.count()) > 0) await expect(box).toHaveAttribute("data-deferred", "hydrated");
}

/**
 * Scrolls `target` into view and waits until it stays there, as a visitor sees it before tapping.
 * Sections are laid out only as they near the screen (app/app.css): after a jump, the ones just
 * reached take their real height in the next frame, which can push `target` away again.
 */
export async function scrollIntoSettledView(target: Locator) {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await settleFrames(target.page());
    await expect(target).toBeInViewport({ timeout: 100 });
  }).toPass();
}

/** Fake timers that move only when the test runs them (installed before the page loads). */
export async function freezeClock(page: Page) {
  const start = new Date("2025-06-02T04:30:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * The carousel's code (Embla, fetched on demand) has taken over the slides: it positions them
 * with a transform. With a frozen clock its moves only draw while the clock runs, so tests wait
 * for it before running the clock through a step.
 */
export async function expectCarouselReady(carousel: Locator) {
  await expect(carousel.locator("[aria-live]")).toHaveAttribute("style", /translate3d/);
}

/** The slide shown: its dot is marked current and its content is on screen. */
export async function expectSlide(carousel: Locator, n: number, text: string) {
  await expect(carousel.getByRole("button", { name: `Go to slide ${n}`, exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(carousel.getByText(text, { exact: true })).toBeInViewport({ ratio: 0.9 });
}

/** Hydrated and running its timer (so fake-clock time now moves it). */
export async function expectPlaying(carousel: Locator) {
  await expect(carousel).toHaveAttribute("data-autoplay", "playing");
}

/** How far the first slide's background sits below the top of its slide, in px. */
export async function heroImageOffset(page: Page): Promise<number> {
  return page.evaluate(() => {
    const layer = document.querySelector<HTMLElement>("[data-hero-image]")!;
    const slide = layer.parentElement!;
    return Math.round(layer.getBoundingClientRect().top - slide.getBoundingClientRect().top);
  });
}

/**
 * Holds the page's requests that match `url` (a glob) until the returned `release()`, then lets
 * them through to our server unchanged: the test sees what the page shows meanwhile.
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    // The page may have been closed meanwhile.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Lets a few animation frames run, for checks that something did NOT move. */
export async function settleFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let n = 0;
        const tick = () => (++n >= 5 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
}

const e2ePort = Number(process.env.E2E_PORT ?? 3210);
/** The site server whose AI features use Gemini (playwright.config.ts starts it). */
export const geminiSiteURL = `http://localhost:${e2ePort + 1}`;
/** The fake Gemini behind it; POST {"behaviour"} to /__fake/behaviour to make it fail. */
export const fakeGeminiURL = `http://127.0.0.1:${e2ePort + 3}`;

/** Switches the fake Gemini to answering normally or failing one of Gemini's ways. */
export async function setGeminiBehaviour(
  behaviour: "ok" | "quota" | "invalid-key" | "server-error" | "drop-mid-stream",
) {
  const res = await fetch(`${fakeGeminiURL}/__fake/behaviour`, {
    method: "POST",
    body: JSON.stringify({ behaviour }),
  });
  expect(res.ok).toBe(true);
}

/**
 * Clicks the page at (x, y), outside an open dialog, until the dialog closes. Radix listens for
 * clicks outside a task after the dialog opens (so that the opening click does not close it): on
 * a busy machine the test's click, unlike a visitor's, can come first.
 */
export async function clickOutsideUntilClosed(page: Page, dialog: Locator, x: number, y: number) {
  await expect(async () => {
    await page.mouse.click(x, y);
    await expect(dialog).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}
