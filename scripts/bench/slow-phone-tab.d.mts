import type { BrowserContext, CDPSession, Page } from "@playwright/test";

/** A tab of a new browser context under the benches' phone throttling. */
export function throttledTab(context: BrowserContext): Promise<{
  tab: Page;
  cdp: CDPSession;
  read(expression: string): Promise<unknown>;
  waitFor(expression: string, timeoutMs: number): Promise<unknown>;
}>;
