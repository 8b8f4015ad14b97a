import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { images } from "#app/content/images.ts";
import { homeAbout } from "#app/content/home.ts";
import { hero, scrollIntoSettledView } from "./helpers";
import { chromiumArgs, chromiumPath } from "#scripts/chromium-path.mjs";

// What a phone fetches while the home page's first screen paints: the page, the font and
// the hero image. Everything else waits until it is needed.

function recordRequests(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  return (prefix: string) => paths.some((path) => path.startsWith(prefix));
}

// A phone on a slow (3G) connection: there the browser fetches lazy images up to 2500 px ahead,
// so without care both photos below would load with the page. The full browser, not the
// headless shell the other tests use: the shell reports paints early.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, "--force-effective-connection-type=3G"],
  },
});

test("photos far below the fold load only as the visitor scrolls near them", async ({ page }) => {
  const requested = recordRequests(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(requested(`${images.dailyFallback.src}-`)).toBe(false);
  expect(requested(`${homeAbout.leader.image.src}-`)).toBe(false);

  // The day's image may cover the concept art once loaded (and hide it from the accessibility tree).
  const art = page.locator("#daily-ai-image").getByAltText(images.dailyFallback.alt);
  await art.scrollIntoViewIfNeeded();
  await expect.poll(() => requested(`${images.dailyFallback.src}-`)).toBe(true);
  await expect(art).toHaveJSProperty("complete", true);
  expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const portrait = page.getByRole("img", { name: homeAbout.leader.image.alt });
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toHaveJSProperty("complete", true);
  expect(requested(`${homeAbout.leader.image.src}-`)).toBe(true);
});

test("the page's scripts are requested only after the hero image has painted", async ({ context }) => {
  // A page of its own, not woken by the fixture's key: a key pressed before the first paint
  // (on a busy machine the load event can come first) would end the record of paints.
  const page = await context.newPage();
  await page.goto("/");
  const heroPaint = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        setTimeout(() => resolve(null), 10_000);
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const hero = entries.find((entry) => entry.element?.getAttribute("fetchpriority") === "high");
          if (hero) resolve(hero.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(heroPaint, "the hero image is the largest paint").not.toBeNull();
  await page.keyboard.press("Shift");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const firstScript = await page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  );
  expect(firstScript).toBeGreaterThanOrEqual(heroPaint!);
  await expect(hero(page).locator("img").first()).toHaveJSProperty("complete", true);
});

test("the web app manifest is linked once the page is live, not in the HTML", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html.includes('rel="manifest"')).toBe(false);

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const manifest = page.locator('link[rel="manifest"]');
  await expect(manifest).toHaveCount(1);
  const href = await manifest.getAttribute("href");
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect((await response.json()).short_name).toBe("Arivu");

  // A move to another page keeps the one link.
  const contact = page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).first();
  await scrollIntoSettledView(contact);
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(manifest).toHaveCount(1);
});

// server/http/document-head.ts rewrites React Router's inline hydration script. Should a React
// Router update change that script so the rewrite no longer applies, React would start with the
// page again, and this fails.
// The home page is prerendered; the batch calendar is rendered per request, with a CSP nonce.
for (const path of ["/", "/it-training/batch-calendar"]) {
  test(`React Router's modules run only once the page is woken: ${path}`, async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL, hasTouch: true }); // without the fixture's wake-up key
    await page.goto(path);
    const moduleScripts = await page
      .locator('script[type="module"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    expect(moduleScripts.some((text) => text.includes("await early.woken"))).toBe(true);
    expect(moduleScripts.some((text) => /^import /m.test(text))).toBe(false);

    // Painted: the modules are fetched ahead, but none of them has run.
    await expect(page.locator('link[rel="prefetch"][href*="entry.client"]')).toHaveCount(1);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    await page.touchscreen.tap(5, 300);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.close();
  });
}

test("a tap's native answer is drawn before React starts, and waking asks for no script that was not fetched ahead", async ({
  browser,
  baseURL,
}) => {
  // Without the fixture's wake-up key, as a phone.
  const page = await browser.newPage({
    baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  const scripts: string[] = [];
  page.on(
    "request",
    (request) => request.url().endsWith(".js") && scripts.push(new URL(request.url()).pathname),
  );
  await page.goto("/");
  // The modules the page may load on demand are fetched last, once it has painted.
  await expect(page.locator('link[rel="prefetch"][href*="/chat-panel-"]')).toHaveCount(1);
  // A prefetch link is in the page before the browser asks for its file: wait for every request.
  const prefetched = await page
    .locator('link[rel="prefetch"][href$=".js"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  await expect.poll(() => prefetched.filter((path) => !scripts.includes(path))).toEqual([]);
  const ahead = new Set(scripts);
  // Whether React's start had been let go (the page woken) when the popover opened.
  await page.evaluate(() => {
    const html = document.documentElement;
    void window.__early!.woken.then(() => (html.dataset.woken = "true"));
    document
      .getElementById("mobile-menu")!
      .addEventListener(
        "toggle",
        () => html.setAttribute("data-woken-at-toggle", html.dataset.woken ?? "false"),
        { once: true },
      );
  });

  await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).tap();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-woken-at-toggle", "false");
  expect(scripts.filter((path) => !ahead.has(path))).toEqual([]);
  await page.close();
});
