import type { Page } from "@playwright/test";

/** SPEC §8, word for word. */
export const notInPolicy = "That information is not available in the provided policy document.";

/**
 * Holds the browser's requests to one AI route until `release()`, then lets them through to
 * our real server unchanged: the test sees the demo's loading state for as long as it needs.
 */
export async function holdRequests(page: Page, path: string) {
  let open: () => void = () => {};
  let gate = Promise.resolve();
  let held = 0;
  await page.route(`**${path}`, async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  return {
    /** Holds every request from now on. */
    close() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
    count: () => held,
  };
}

/** Counts the requests the page makes to our AI API. */
export function countAiRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/ai/")) urls.push(req.url());
  });
  return { count: () => urls.length };
}
