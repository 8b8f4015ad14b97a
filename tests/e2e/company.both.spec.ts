import { expect, test } from "./fixtures";

test.describe("/introduction", () => {
  test("shows the about section, four why-partner cards, four success stories and the contact section", async ({
    page,
  }) => {
    await page.goto("/introduction");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const about = page.getByRole("region", { name: "About Arivu Technologies", exact: true });
    await expect(about).toContainText("2012");
    await expect(about).toContainText("Chennai");

    const why = page.getByRole("region", { name: "Why partner with Arivu", exact: true });
    await expect(why.getByRole("listitem")).toHaveCount(4);
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "Certified experts",
      "24/7 lab access",
      "Proven delivery across regions",
      "End to end, training to AI",
    ]);

    const stories = page.getByRole("region", { name: "Client success stories", exact: true });
    await expect(stories.getByRole("listitem")).toHaveCount(4);
    await expect(stories.locator("blockquote")).toHaveCount(4);
    // A static grid, not a carousel: every story is visible at once.
    for (const quote of await stories.locator("blockquote").all()) {
      await quote.scrollIntoViewIfNeeded();
      await expect(quote).toBeVisible();
    }

    const contact = page.locator("section#contact");
    await expect(contact.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(contact.locator('a[href^="tel:"]')).toBeVisible();
    await expect(contact.getByRole("heading", { name: "Send us an enquiry" })).toBeVisible();
  });
});

test.describe("/contact", () => {
  test("shows the Chennai address, phone, email, WhatsApp, hours and response promise", async ({ page }) => {
    await page.goto("/contact");
    const contact = page.locator("section#contact");
    await expect(contact.locator("address")).toContainText("Chennai");
    await expect(contact.locator("address")).toContainText("Rajiv Gandhi Salai");

    const phone = contact.getByRole("link", { name: "+91 44 4850 2700" });
    await expect(phone).toHaveAttribute("href", "tel:+914448502700");
    const email = contact.getByRole("link", { name: "info@arivutech.in" }).first();
    await expect(email).toHaveAttribute("href", /^mailto:info@arivutech\.in/);

    const whatsapp = contact.getByRole("link", { name: /Chat with us on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");

    await expect(contact).toContainText("Mon–Sat, 9:30 AM–7:00 PM IST");
    await expect(contact).toContainText("24-48 business hours");
  });

  test("offers the enquiry form, with email and WhatsApp as alternatives", async ({ page }) => {
    await page.goto("/contact");
    const enquiry = page.getByRole("region", { name: "Send us an enquiry" });
    await expect(enquiry.getByRole("form", { name: "Enquiry form" })).toBeVisible();
    await expect(enquiry.getByRole("link", { name: "info@arivutech.in" }).first()).toHaveAttribute(
      "href",
      /^mailto:info@arivutech\.in\?subject=/,
    );
    await expect(enquiry.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
  });

  test("shows our own map of Chennai with external map links in a new tab, and no iframe", async ({
    page,
  }) => {
    await page.goto("/contact");
    const map = page.getByRole("img", { name: /Chennai/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute("src", /^\/images\/chennai-map-/);

    const google = page.getByRole("link", { name: /Open in Google Maps/ });
    await expect(google).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/.*12\.9416,80\.2362/);
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(google).toHaveAttribute("rel", /noopener/);
    const osm = page.getByRole("link", { name: /Open in OpenStreetMap/ });
    await expect(osm).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=12\.9416&mlon=80\.2362/,
    );
    await expect(osm).toHaveAttribute("target", "_blank");

    await expect(page.locator("iframe, embed, object")).toHaveCount(0);
  });

  test("clicking the Google Maps link opens a new tab and leaves the contact page in place", async ({
    page,
    context,
  }) => {
    await page.goto("/contact");
    // Keep the test offline: answer the external page locally.
    await context.route("https://www.google.com/**", (route) =>
      route.fulfill({ body: "map", contentType: "text/plain" }),
    );
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: /Open in Google Maps/ }).click(),
    ]);
    expect(popup.url()).toContain("google.com/maps");
    await expect(page).toHaveURL(/\/contact$/);
    await popup.close();
  });
});

test.describe("/legal", () => {
  test("shows the placeholder notice, both documents, the last-updated date and the 30-day notice clause", async ({
    page,
  }) => {
    await page.goto("/legal");
    await expect(page.getByRole("note")).toContainText("Placeholder text pending legal review");
    await expect(page.getByRole("heading", { level: 2, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Terms and Conditions" })).toBeVisible();
    await expect(page.locator("time[datetime]")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(page.getByText(/30 days notice of any material change/)).toBeVisible();
    await expect(page.locator("#privacy")).toContainText("Digital Personal Data Protection Act, 2023");
    await expect(page.locator("#terms")).toContainText("courts at Chennai");
  });

  for (const [name, id] of [
    ["Terms and Conditions", "terms"],
    ["Privacy Policy", "privacy"],
  ] as const) {
    test(`the "${name}" contents link scrolls to #${id}`, async ({ page }) => {
      await page.goto("/legal");
      const toc = page.getByRole("navigation", { name: "On this page" });
      // Both sections start well below the fold, so reaching them takes a real scroll.
      expect(
        await page.evaluate((el) => document.getElementById(el)!.getBoundingClientRect().top, id),
      ).toBeGreaterThan(300);
      await toc.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/legal#${id}$`));
      await expect
        .poll(
          () =>
            page.evaluate((el) => Math.round(document.getElementById(el)!.getBoundingClientRect().top), id),
          {
            timeout: 5000,
          },
        )
        .toBeLessThanOrEqual(82);
      const top = await page.evaluate((el) => document.getElementById(el)!.getBoundingClientRect().top, id);
      expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
      await expect(page.getByRole("heading", { level: 2, name })).toBeInViewport();
    });
  }
});
