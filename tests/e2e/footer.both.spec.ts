import { expect, test } from "./fixtures";
import { scrollIntoSettledView, settleFrames } from "./helpers";

test.describe("footer", () => {
  test("the call-to-action band leads to /contact", async ({ page }) => {
    await page.goto("/it-training");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Ready to Transform Your Business?" })).toBeVisible();
    const link = footer.getByRole("link", { name: "Get in Touch Today" });
    await scrollIntoSettledView(link);
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("has the four link columns, contact details and social icons", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const columns = footer.getByRole("navigation", { name: "Footer" });
    await expect(columns.getByRole("heading")).toHaveText([
      "AI Solutions",
      "IT Training",
      "IT & Digital Services",
      "Company",
    ]);
    await expect(columns.getByRole("link", { name: "Cloud Hosting" })).toHaveAttribute(
      "href",
      "/it-digital-solutions/cloud-hosting",
    );
    await expect(columns.getByRole("link", { name: "Programs" })).toHaveAttribute(
      "href",
      "/it-training/programs",
    );
    await expect(columns.getByRole("link", { name: "Data Intelligence" })).toHaveAttribute(
      "href",
      "/ai-solutions/data-intelligence",
    );
    await expect(columns.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/introduction");

    await expect(footer).toContainText("Thoraipakkam, Chennai 600097");
    await expect(footer.getByRole("link", { name: "+91 44 4850 2700" })).toHaveAttribute(
      "href",
      "tel:+914448502700",
    );
    await expect(footer.getByRole("link", { name: "info@arivutech.in" })).toHaveAttribute(
      "href",
      "mailto:info@arivutech.in",
    );
    await expect(
      footer.getByRole("link", {
        name: /on (Facebook|X|Instagram|LinkedIn|YouTube|WhatsApp) \(opens in a new tab\)$/,
      }),
    ).toHaveCount(6);
  });

  test("a footer link navigates client-side", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const link = page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "Lab Infrastructure" });
    await scrollIntoSettledView(link);
    await link.click();
    await expect(page).toHaveURL(/\/it-training\/lab-infrastructure$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test("the copyright line shows the visitor's current year and the private limited company", async ({
    page,
  }) => {
    // Far from the year the pages were built in, so a year fixed at build time would fail; a
    // year the page rendered before hydrating would fail it too (./hydration-check.ts).
    await page.clock.setFixedTime(new Date("2031-03-10T10:00:00+05:30"));
    await page.goto("/introduction");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("© 2031 Arivu Technologies Private Limited. All rights reserved.");
  });

  test("the copyright year follows the clock on another year too", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2029-12-31T20:00:00+05:30"));
    await page.goto("/contact");
    await expect(
      page
        .getByRole("contentinfo")
        .getByText(/^© \d{4} Arivu Technologies Private Limited\. All rights reserved\.$/),
    ).toHaveText("© 2029 Arivu Technologies Private Limited. All rights reserved.");
  });

  test("once the page is live and idle, the End key lands on the footer's last line, which stays in view", async ({
    page,
  }) => {
    const jumpToTheEnd = async () => {
      // A visitor reads a moment before jumping: the browser gets an idle moment, as here.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
      await page.keyboard.press("End");
      await settleFrames(page);
      await expect(page.getByText(/All rights reserved\.$/)).toBeInViewport();
    };
    await page.goto("/");
    await jumpToTheEnd();
    // The next page, reached without a reload, from its top.
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Programs" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Programs");
    // Reached without a reload, a late section (the course recommender here) is drawn once its
    // code has come, which it asks for at once: until then the page is shorter by its height.
    for (const box of await page.locator("main [data-deferred]").all())
      await expect(box).toHaveAttribute("data-deferred", "hydrated");
    await jumpToTheEnd();
  });
});
