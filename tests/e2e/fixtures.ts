import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Pages paint before their JavaScript runs, and hydrate at the visitor's first interaction
 * or once idle (app/lib/early-events.ts). Tests of what happens before that have their own
 * spec (slow-phone); the others, after each goto, press a key that does nothing (Shift),
 * the way a visitor's first touch wakes the page, and wait until it is interactive (root.tsx
 * marks <html data-hydrated>), unless JavaScript is off.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isHtml = (response?.headers()["content-type"] ?? "").includes("text/html");
      if (javaScriptEnabled && isHtml) {
        await page.keyboard.press("Shift");
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await provide(page);
  },
});
