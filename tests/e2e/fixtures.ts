import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Pages paint before their JavaScript loads; a visitor's click before hydration is a
 * plain link or does nothing. Tests therefore wait, after each goto, until the page
 * is interactive (root.tsx marks <html data-hydrated>), unless JavaScript is off.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isHtml = (response?.headers()["content-type"] ?? "").includes("text/html");
      if (javaScriptEnabled && isHtml) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await provide(page);
  },
});
