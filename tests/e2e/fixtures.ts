import type { BrowserContextOptions } from "@playwright/test";
// Every test here fails should a page it opens not hydrate as the server rendered it.
import { test as base, expect } from "./hydration-check";

export { expect };

/** What a signed-in browser keeps: its cookies (for `browser.newContext` or `addCookies`). */
export type SignedInState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

type WorkerFixtures = {
  /**
   * The sales inbox's session for this account on the site at `siteURL`, signed in once per
   * worker (a sign-in posts the form, as a browser without JavaScript does), so that tests of
   * what a signed-in person sees need not sign in through the page each time. Tests of
   * signing in or out do it through the page.
   */
  signedInState: (siteURL: string, email: string, password: string) => Promise<SignedInState>;
};

/**
 * Pages paint before their JavaScript runs, and hydrate at the visitor's first interaction
 * or once idle (app/lib/early-events.ts). Tests of what happens before that have their own
 * spec (slow-phone); the others, after each goto, press a key that does nothing (Shift),
 * the way a visitor's first touch wakes the page, and wait until it is interactive (root.tsx
 * marks <html data-hydrated>), unless JavaScript is off.
 */
export const test = base.extend<object, WorkerFixtures>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    // Woken by a key, the page starts React once the key is let go and a frame has been drawn:
    // with the clock paused (freezeClock), that frame comes only as the test runs the clock.
    let paused = false;
    const pauseAt = page.clock.pauseAt.bind(page.clock);
    const resume = page.clock.resume.bind(page.clock);
    page.clock.pauseAt = async (time) => {
      paused = true;
      await pauseAt(time);
    };
    page.clock.resume = async () => {
      paused = false;
      await resume();
    };
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isHtml = (response?.headers()["content-type"] ?? "").includes("text/html");
      if (javaScriptEnabled && isHtml) {
        await page.keyboard.press("Shift");
        if (paused) await page.clock.runFor(50);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await provide(page);
  },
  signedInState: [
    async ({ playwright }, provide) => {
      const states = new Map<string, Promise<SignedInState>>();
      await provide((siteURL, email, password) => {
        const key = JSON.stringify([siteURL, email, password]);
        if (!states.has(key)) {
          states.set(
            key,
            (async () => {
              const api = await playwright.request.newContext({ extraHTTPHeaders: { Origin: siteURL } });
              try {
                const response = await api.post(`${siteURL}/admin/login`, {
                  form: { email, password },
                  maxRedirects: 0,
                });
                expect(response.status(), `signing in as ${email}`).toBe(303);
                expect(response.headers().location).toBe("/admin");
                return await api.storageState();
              } finally {
                await api.dispose();
              }
            })(),
          );
        }
        return states.get(key)!;
      });
    },
    { scope: "worker" },
  ],
});
