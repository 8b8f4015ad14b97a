import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const ROUTER = "ARV-RTR-2023-0001";

function parts(page: Page) {
  const demo = page.getByRole("region", { name: "AI Warranty Bot", exact: true });
  return {
    demo,
    input: demo.getByLabel("Serial number"),
    submit: demo.getByRole("button", { name: /^(Check Warranty|Checking\.\.\.)$/ }),
    details: demo.getByRole("status"),
  };
}

/** Opens the demo with a paused fake clock, once the page is interactive. */
async function openDemo(page: Page, path = "/ai-solutions/demo-warranty-bot") {
  await page.clock.install();
  await page.goto(path);
  const p = parts(page);
  // Retry until hydrated: before that, the example buttons do nothing.
  await expect(async () => {
    await p.demo.getByRole("button", { name: ROUTER }).click();
    await expect(p.input).toHaveValue(ROUTER, { timeout: 500 });
  }).toPass();
  await p.input.fill("");
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  return p;
}

async function check(submit: Locator, page: Page) {
  await submit.click();
  await page.clock.runFor(1500);
}

// The demo's states and messages (disabled submit, the 1.5 s check, errors, examples) are tested
// in warranty-demo.dom.test.tsx; here, that it works once live on the pages that show it.
test("a found serial shows its details after 1.5 s on the demo page", async ({ page }) => {
  const { demo, submit, details } = await openDemo(page);
  await demo.getByRole("button", { name: ROUTER }).click();
  await submit.click();
  await expect(submit).toHaveText("Checking...");
  await page.clock.runFor(1500);
  await expect(details).toContainText("Cisco ISR 4331 Enterprise Router");
  await expect(details).toContainText("14 January 2026");
  await expect(submit).toHaveText("Check Warranty");
});

test("the warranty bot also works on the Business Automation page", async ({ page }) => {
  const { input, submit, details } = await openDemo(page, "/ai-solutions/business-automation");
  await input.fill("arv-fw-2022-0417");
  await check(submit, page);
  await expect(details).toContainText("FortiGate 100F Firewall");
  await expect(details).toContainText("19 July 2025");
});
