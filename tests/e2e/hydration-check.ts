import { test as base, expect, type BrowserContext } from "@playwright/test";

/**
 * React's word that a page did not hydrate as the server rendered it. The tests run a production
 * build, whose React names its errors by code: #418 the browser's first render differs from the
 * server's HTML, #422 and #423 an error while hydrating (React then renders the boundary or the
 * whole page again, in the browser), #425 React 18's text mismatch. A development build words
 * them out ("Hydration failed…", "…while hydrating…", "A tree hydrated but…").
 */
export const HYDRATION_ERROR = /Minified React error #(418|422|423|425)\b|hydrat/i;

const MEANINGS: Record<string, string> = {
  "418": "the browser's first render differs from the server's HTML",
  "422": "an error while hydrating a Suspense boundary",
  "423": "an error while hydrating the page",
  "425": "the browser's text differs from the server's HTML",
};

/** The error, with what its code means and React's page on it, for the failure message. */
const explained = (message: string) =>
  message.replace(
    /Minified React error #(\d+); visit (\S+) .*/s,
    (_, code: string, url: string) => `React error #${code}, ${MEANINGS[code]} (${url})`,
  );

/**
 * Fails any test in which a page logs a hydration error: React recovers by rendering again in
 * the browser, so the page looks fine, but what it showed first was wrong and, without
 * JavaScript, stays wrong. React reports it through `window.reportError` (a page error here);
 * a development build also logs to the console. Every context the test opens is watched.
 */
export const test = base.extend<{ failOnHydrationErrors: void }>({
  failOnHydrationErrors: [
    async ({ browser }, provide) => {
      const errors: string[] = [];
      const watch = (context: BrowserContext) => {
        context.on("weberror", (error) => {
          const message = error.error().message;
          if (HYDRATION_ERROR.test(message))
            errors.push(`${error.page()?.url() ?? "a page"}: ${explained(message)}`);
        });
        context.on("console", (message) => {
          if (message.type() === "error" && HYDRATION_ERROR.test(message.text()))
            errors.push(`${message.page()?.url() ?? "a page"}: ${message.text()}`);
        });
      };
      browser.on("context", watch);
      await provide();
      browser.off("context", watch);
      expect(errors, "React could not hydrate the page as the server rendered it").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
