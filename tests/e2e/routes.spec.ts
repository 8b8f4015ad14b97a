import { expect, test } from "./fixtures";
import { pages } from "#common/route-table.ts";

test("every page has its own title", async ({ request }) => {
  const titles = new Set<string>();
  for (const page of pages) {
    const html = await (await request.get(page.path)).text();
    titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
  }
  expect(titles.size).toBe(pages.length);
});

test.describe("every route", () => {
  for (const page of pages) {
    test(`${page.path} is server-rendered with its own title and canonical URL`, async ({ request }) => {
      const res = await request.get(page.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${page.path}"/>`);
      expect(html).toContain('property="og:image"');
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('name="twitter:card"');
      expect(html).toContain('"@type":"Organization"');
      if (page.path !== "/") expect(html).toContain('"@type":"BreadcrumbList"');
    });
  }

  test("an unknown first segment shows the home page with 404 and noindex", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("an unknown sub page shows its section's landing page", async ({ page }) => {
    const res = await page.goto("/it-training/no-such-course");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/IT Training/);
  });
});
