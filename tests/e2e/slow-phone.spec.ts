import type { Locator, Page } from "@playwright/test";
import { faqs } from "#app/content/faqs.ts";
import { MIN_FILL_MS, successMessage, validationMessages } from "#common/enquiry/enquiry-fields.ts";
import { pages } from "#common/route-table.ts";
import {
  countStored,
  fillValid,
  form,
  send,
  spamReasons,
  storedLandingPage,
  uniqueName,
} from "./contact-form.helpers";
import {
  expectCarouselReady,
  expectSlide,
  hero,
  heroSlides,
  scrollIntoSettledView,
  settleFrames,
  stories,
  testimonials,
} from "./helpers";
import {
  act,
  describeControl,
  findControls,
  locate,
  planLoads,
  snapshot,
  type Control,
  type Load,
} from "./slow-phone/controls";
import {
  expect,
  isLive,
  makeSectionsLive,
  openEarly,
  openLive,
  settle,
  test,
  waitUntilLive,
  type Visit,
} from "./slow-phone/visits";

// A phone on a slow network: the page paints at once, its scripts arrive later (the
// "slow phone" project in playwright.config.ts). What the visitor does in between must count
// (app/lib/early-events.ts).

for (const { path } of pages) {
  test(`${path}: taps and typing before the page is live give what they give once it is`, async ({
    page,
    phone,
  }) => {
    const found = await findControls(page, path);
    await page.close();
    const controls = found.filter((c) => !c.disabled);
    const loads = planLoads(controls);
    // A load takes a few seconds, more on a busy machine.
    test.setTimeout(30_000 + 10_000 * loads.length);
    test.info().annotations.push({
      type: "covered",
      description: `${controls.length} controls in ${loads.length} loads`,
    });
    const text = uniqueName("Early");
    // The loads run side by side: much of their time is the wait for the scripts.
    await Promise.all([
      ...loads.map(async (load) => checkLoad(await phone(), await phone(), path, load, text)),
      expectStillDisabledOnceLive(
        phone,
        path,
        found.filter((c) => c.disabled),
      ),
    ]);
  });
}

/** A control the server's HTML disables takes no tap before the page is live: it must be one that stays disabled. */
async function expectStillDisabledOnceLive(phone: () => Promise<Visit>, path: string, disabled: Control[]) {
  if (disabled.length === 0) return;
  const live = await phone();
  await openLive(live, path);
  const enabled: string[] = [];
  for (const control of disabled) {
    if (await locate(live.page, control).isEnabled({ timeout: 5_000 }))
      enabled.push(describeControl(control));
  }
  expect.soft(enabled, "disabled in the server's HTML but enabled once live").toEqual([]);
}

/**
 * Does the load's actions on a fresh page whose scripts are still held, and the same on a
 * fresh page that is live already. Once the first is live too, the two must look the same.
 */
async function checkLoad(early: Visit, live: Visit, path: string, load: Load, text: string) {
  const actions = load.map(describeControl).join(", ");
  const acted = await openEarly(early, path);
  await act(early, load, text);
  // Guards the hold itself (scripts that slip past it would make the test prove nothing).
  expect(await isLive(early.page), `not live yet after: ${actions}`).toBe(false);
  acted();

  await openLive(live, path);
  await act(live, load, text);
  await settle(live);

  await waitUntilLive(early.page);
  await makeSectionsLive(early.page);
  await settle(early);
  await expect
    .soft(async () =>
      expect(await snapshot(early), `done before the page was live: ${actions}`).toEqual(
        await snapshot(live),
      ),
    )
    .toPass({ timeout: 5_000 });

  if (load.some((c) => c.post && c.kind === "field")) await expectEnquirySends(early.page);
  // Done with them: the test's other loads get the machine.
  await Promise.all([early.page.close(), live.page.close()]);
}

/** The enquiry form typed before the page was live sends once it is: React knows every field. */
async function expectEnquirySends(page: Page) {
  const enquiry = form(page);
  const interest = await enquiry.getByLabel("Area of interest").inputValue();
  await enquiry.getByRole("button", { name: "Send Message" }).tap();
  await expect(enquiry.getByRole("status")).toHaveText(successMessage(interest));
  for (const message of Object.values(validationMessages))
    await expect(enquiry.getByText(message)).toHaveCount(0);
}

test.describe("a late section tapped as it scrolls into view, before its code has loaded", () => {
  test("a closed FAQ item opens, alone, and stays open", async ({ phone }) => {
    const visit = await phone();
    const releaseLateCode = await openLiveHoldingLateCode(visit, "/");
    const faq = visit.page.getByRole("region", { name: "Frequently Asked Questions" });
    const box = faq.locator("[data-deferred]");
    const question = faq.getByText(faqs[1].question, { exact: true });
    const item = question.locator("xpath=ancestor::details[1]");
    await question.scrollIntoViewIfNeeded();
    await expect(question).toBeInViewport();
    await question.tap();
    await expect(box).toHaveAttribute("data-deferred", "");
    await expect(item).toHaveAttribute("open", "");
    releaseLateCode();

    await expect(box).toHaveAttribute("data-deferred", "hydrated");
    await settleFrames(visit.page);
    await expect(item).toHaveAttribute("open", "");
    await expect(faq.locator("details[open]")).toHaveCount(1);
  });

  test("an example serial of the warranty demo fills its field", async ({ phone }) => {
    const visit = await phone();
    const releaseLateCode = await openLiveHoldingLateCode(visit, "/ai-solutions/business-automation");
    const demo = visit.page.getByRole("region", { name: "AI Warranty Bot", exact: true });
    const box = demo.locator("xpath=ancestor::div[@data-deferred][1]");
    const example = demo.getByRole("button", { name: "ARV-RTR-2023-0001" });
    await example.scrollIntoViewIfNeeded();
    await expect(example).toBeInViewport();
    await example.tap();
    await expect(box).toHaveAttribute("data-deferred", "");
    releaseLateCode();

    await expect(box).toHaveAttribute("data-deferred", "hydrated");
    await expect(demo.getByLabel("Serial number")).toHaveValue("ARV-RTR-2023-0001");
  });
});

/**
 * Opens the page and waits until it is live. From then on the scripts it asks for (a late
 * section's code) wait for the returned release, so that a tap lands before the section is
 * live however fast the server answers.
 */
async function openLiveHoldingLateCode(visit: Visit, path: string) {
  const acted = await openEarly(visit, path);
  acted();
  await visit.page.keyboard.press("Shift");
  await waitUntilLive(visit.page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await visit.page.route("**/assets/*.js", async (route) => {
    await released;
    await route.fallback().catch(() => {});
  });
  return release;
}

test("Menu tapped before the page is live opens the menu at once, and it stays open and usable once live", async ({
  phone,
}) => {
  const visit = await phone();
  const { page } = visit;
  const acted = await openEarly(visit, "/");
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menuButton.tap();
  await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
  await menu.getByText("IT Training", { exact: true }).tap();
  await expect(menu.getByRole("link", { name: "Plans & Pricing" })).toBeVisible();
  expect(await isLive(page), "the menu must open before the page is live").toBe(false);
  acted();

  await waitUntilLive(page);
  await settle(visit);
  await expect(menu.getByRole("link", { name: "Plans & Pricing" })).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await menu.getByRole("link", { name: "Plans & Pricing" }).tap();
  await expect(page).toHaveURL(/\/it-training\/plans-pricing$/);
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  // Followed by the app, not by a new page load.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test("Send tapped before the page is live sends one enquiry, and the visitor sees it sent", async ({
  phone,
}) => {
  const visit = await phone();
  const { page } = visit;
  const acted = await openEarly(visit, "/contact");
  const served = Date.now();
  const name = uniqueName("Early");
  await fillValid(page, name);
  // The server takes a form sent less than 3 s after its page was served for a bot's: real
  // time is what it checks, so the test lets real time pass.
  await page.waitForTimeout(Math.max(0, served + MIN_FILL_MS + 300 - Date.now()));
  expect(await isLive(page), "Send must be tapped before the page is live").toBe(false);
  await form(page).getByRole("button", { name: "Send Message" }).tap();
  acted();

  await expect(form(page).getByRole("status")).toHaveText(successMessage("AI Solutions"));
  // Nothing is sent again once the answer's page is live.
  await waitUntilLive(page);
  await settle(visit);
  expect(countStored(name)).toBe(1);
  expect(spamReasons(name)).toEqual([]);
});

test("a link followed before the first page is live: the enquiry sent later names that page as where the visit began", async ({
  phone,
}) => {
  const visit = await phone();
  const { page } = visit;
  const landing = "/?utm_source=google&utm_medium=cpc&utm_campaign=ccna-nov";
  const acted = await openEarly(visit, landing);
  const contactLink = page.getByRole("contentinfo").getByRole("link", { name: "Get in Touch Today" });
  await scrollIntoSettledView(contactLink);
  expect(await isLive(page), "the link must be followed before the page is live").toBe(false);
  await contactLink.tap();
  acted();
  await expect(page).toHaveURL(/\/contact/);

  const name = uniqueName("Arrival");
  await fillValid(page, name);
  await waitUntilLive(page);
  await send(page);
  await expect(form(page).getByRole("status")).toHaveText(successMessage("AI Solutions"));
  await expect.poll(() => storedLandingPage(name)).toEqual({ landing_page: landing, utm_source: "google" });
});

test.describe("carousels and the offer tapped before they are live answer at once", () => {
  test("the hero's Next shows slide 2 at once, and the live carousel stays on it", async ({ phone }) => {
    const visit = await phone();
    const { page } = visit;
    const acted = await openEarly(visit, "/");
    const carousel = hero(page);
    const second = carousel.getByRole("group", { name: "2 of 3" });
    await carousel.getByRole("button", { name: "Next slide" }).tap();
    await expect(second.getByText(heroSlides[1].title, { exact: true })).toBeInViewport({
      ratio: 0.9,
    });
    // The long dot marks the slide shown.
    const dotWidth = (n: number) =>
      carousel
        .getByRole("button", { name: `Go to slide ${n}`, exact: true })
        .locator("span")
        .evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(async () => (await dotWidth(2)) - (await dotWidth(1))).toBeGreaterThan(10);
    expect(await isLive(page), "the slide must move before the page is live").toBe(false);
    const offsets = await watchOffset(second);
    acted();

    await waitUntilLive(page);
    await expectSlide(carousel, 2, heroSlides[1].title);
    await expectCarouselReady(carousel);
    await expect(second.locator("img")).toBeVisible();
    // From the tap until the live carousel has it, slide 2 never left its place.
    expect(await offsets()).toEqual([0]);
  });

  test("the success stories' Previous shows the last story at once, and the live carousel stays on it", async ({
    phone,
  }) => {
    const visit = await phone();
    const releaseLateCode = await openLiveHoldingLateCode(visit, "/");
    const carousel = stories(visit.page);
    const box = carousel.locator("xpath=ancestor::div[@data-deferred][1]");
    const last = testimonials.length;
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    await scrollIntoSettledView(previous);
    await previous.tap();
    await expect(carousel.getByText(testimonials[last - 1].quote)).toBeInViewport();
    await expect(box).toHaveAttribute("data-deferred", "");
    releaseLateCode();

    await expect(box).toHaveAttribute("data-deferred", "hydrated");
    await expectSlide(carousel, last, testimonials[last - 1].quote);
  });

  test("the offer dismissed goes at once and stays gone", async ({ phone }) => {
    const visit = await phone();
    const { page } = visit;
    const acted = await openEarly(visit, "/");
    const offer = page.getByRole("link", { name: /^10% OFF - Enquire on WhatsApp/ });
    const enquireNow = page.getByRole("link", { name: /^Enquire Now/ });
    await expect(offer).toBeVisible();
    const before = (await enquireNow.boundingBox())!;
    await page.getByRole("button", { name: "Dismiss the 10% offer" }).tap();
    await expect(offer).toBeHidden();
    expect(await isLive(page), "the offer must go before the page is live").toBe(false);
    // Enquire Now drops into the bar's place at once, not when the page is live (no late shift).
    const moved = (await enquireNow.boundingBox())!;
    expect(moved.y).toBeGreaterThan(before.y);
    acted();

    await waitUntilLive(page);
    await settle(visit);
    await expect(offer).toHaveCount(0);
    expect(await enquireNow.boundingBox()).toEqual(moved);
  });
});

/**
 * Records, every frame from now on, how far `slide` sits from the left of its carousel, in
 * whole pixels; the returned function gives the distinct offsets seen.
 */
async function watchOffset(slide: Locator) {
  const handle = await slide.evaluateHandle((el) => {
    const seen = new Set<number>();
    const viewport = el.parentElement!.parentElement!;
    const look = () => {
      seen.add(Math.round(el.getBoundingClientRect().left - viewport.getBoundingClientRect().left));
      requestAnimationFrame(look);
    };
    look();
    return seen;
  });
  return () => handle.evaluate((seen) => [...seen]);
}
