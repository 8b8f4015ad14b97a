import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { brand } from "#app/content/brand.ts";

// Floating elements, the offline banner and the block that ends every page.

const OFFLINE_TEXT = "You are currently offline. Some features may be unavailable.";
// The e2e server runs with the default SITE_URL and WHATSAPP_NUMBER.
const SITE_URL = "http://localhost:3000";
const WA = `https://wa.me/${brand.whatsappNumber}?text=`;

test.beforeEach(async ({ context }) => {
  // New tabs opened by these links must not reach the real services.
  await context.route(
    /^https:\/\/(wa\.me|www\.linkedin\.com|x\.com|www\.facebook\.com|learningnetwork\.cisco\.com)\//,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>stub</title>" }),
  );
});

function enquireNow(page: Page) {
  return page
    .getByRole("complementary", { name: "Quick enquiry" })
    .getByRole("link", { name: /^Enquire Now/ });
}

test.describe("floating elements", () => {
  test("Enquire Now opens a WhatsApp chat in a new tab", async ({ page }) => {
    await page.goto("/it-training/programs");
    const link = enquireNow(page);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", new RegExp(`^${WA.replace(/[?.]/g, "\\$&")}.+`));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");

    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    expect(popup.url()).toMatch(/^https:\/\/wa\.me\//);
    await expect(page).toHaveURL(/\/it-training\/programs$/);

    // Fixed at the bottom right.
    const box = (await link.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(80);
  });

  test("the 10% offer banner opens a WhatsApp chat, does not cover Enquire Now, and can be dismissed", async ({
    page,
  }) => {
    await page.goto("/");
    const offer = page.getByRole("link", { name: /^10% OFF - Enquire on WhatsApp/ });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText("10% OFF - Enquire on WhatsApp");
    await expect(offer).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${brand.whatsappNumber}\\?text=.*10%25`),
    );
    await expect(offer).toHaveAttribute("target", "_blank");

    const a = (await offer.boundingBox())!;
    const b = (await enquireNow(page).boundingBox())!;
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);

    await page.getByRole("button", { name: "Dismiss the 10% offer" }).click();
    await expect(offer).toHaveCount(0);
    await expect(enquireNow(page)).toBeVisible();
  });

  test("the offline banner shows while the browser is offline", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

    await context.setOffline(true);
    const banner = page.getByRole("status").filter({ hasText: OFFLINE_TEXT });
    await expect(banner).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT, { exact: true })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });
});

test.describe("page end", () => {
  test("share links carry the current page's URL and follow client-side navigation", async ({ page }) => {
    await page.goto("/it-training/programs");
    const encoded = encodeURIComponent(`${SITE_URL}/it-training/programs`);
    const expected: Record<string, RegExp> = {
      "Share on LinkedIn": /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
      "Share on X": /^https:\/\/x\.com\/intent\/tweet\?url=/,
      "Share on Facebook": /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
      "Share on WhatsApp": /^https:\/\/wa\.me\/\?text=/,
    };
    for (const [name, prefix] of Object.entries(expected)) {
      const link = page.getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", prefix);
      expect(await link.getAttribute("href")).toContain(encoded);
      await expect(link).toHaveAttribute("target", "_blank");
    }

    await page
      .getByRole("region", { name: "More from IT Training" })
      .getByRole("link", { name: "Batch Calendar" })
      .click();
    await expect(page).toHaveURL(/\/it-training\/batch-calendar$/);
    const linkedIn = page.getByRole("link", { name: "Share on LinkedIn (opens in a new tab)" });
    await expect(linkedIn).toHaveAttribute(
      "href",
      new RegExp(`url=${encodeURIComponent(`${SITE_URL}/it-training/batch-calendar`)}$`),
    );
  });

  test("the CCNA syllabus link opens the official page in a new tab; the custom batch link opens WhatsApp", async ({
    page,
  }) => {
    await page.goto("/ai-solutions");
    const syllabus = page.getByRole("link", { name: /Official CCNA exam topics.*\(opens in a new tab\)/ });
    await expect(syllabus).toHaveAttribute("href", brand.ccnaSyllabusUrl);
    await expect(syllabus).toHaveAttribute("target", "_blank");
    await expect(syllabus).toHaveAttribute("rel", "noopener noreferrer");

    const batch = page.getByRole("link", { name: /custom batch on WhatsApp/ });
    await expect(batch).toBeVisible();
    await expect(batch).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=.*custom%20batch%20or%20corporate%20training/,
    );
    await expect(batch).toHaveAttribute("target", "_blank");
  });

  test("the category block matches the section of the page", async ({ page }) => {
    await page.goto("/it-training/programs");
    const training = page.getByRole("region", { name: "More from IT Training" });
    await expect(training.getByRole("link", { name: "Plans & Pricing" })).toBeVisible();
    await expect(training.getByRole("link", { name: "Programs", exact: true })).toHaveCount(0);

    await page.goto("/ai-solutions/data-intelligence");
    const ai = page.getByRole("region", { name: "More from AI Solutions" });
    await expect(ai.getByRole("link", { name: /live demo/ })).toHaveCount(4);
    await expect(ai.getByRole("link", { name: "Business Automation" })).toBeVisible();

    await page.goto("/it-digital-solutions/cloud-hosting");
    const digital = page.getByRole("region", { name: "More from IT & Digital Solutions" });
    await expect(digital.getByRole("link")).toHaveText([
      "IT & Digital Solutions Overview",
      "IT Infrastructure",
      "Digital Solutions",
    ]);

    await page.goto("/contact");
    const areas = page.getByRole("region", { name: "Explore What We Do" });
    await expect(areas.getByRole("link")).toHaveCount(3);
    await areas.getByRole("link", { name: /AI Solutions/ }).click();
    await expect(page).toHaveURL(/\/ai-solutions$/);
    await expect(page.getByRole("region", { name: "More from AI Solutions" })).toBeVisible();
  });
});
