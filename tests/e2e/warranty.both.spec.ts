import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const ROUTER = "ARV-RTR-2023-0001";
const notFound = (serial: string) =>
  `No warranty information found for serial number "${serial}". Please check the number and try again.`;

function parts(page: Page) {
  const demo = page.getByRole("region", { name: "AI Warranty Bot", exact: true });
  return {
    demo,
    input: demo.getByLabel("Serial number"),
    submit: demo.getByRole("button", { name: /^(Check Warranty|Checking\.\.\.)$/ }),
    details: demo.getByRole("status"),
    alert: demo.getByRole("alert"),
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

test("submit is disabled while the serial is empty or blank", async ({ page }) => {
  const { input, submit } = await openDemo(page);
  await expect(submit).toBeDisabled();
  await input.fill("   ");
  await expect(submit).toBeDisabled();
  await input.fill("X1");
  await expect(submit).toBeEnabled();
});

test("a found serial shows its details after 1.5 s, not before", async ({ page }) => {
  const { demo, input, submit, details } = await openDemo(page);
  await demo.getByRole("button", { name: ROUTER }).click();
  await submit.click();

  await expect(submit).toHaveText("Checking...");
  await expect(submit).toBeDisabled();
  await expect(input).toBeDisabled();
  await expect(demo.getByRole("button", { name: "ARV-FW-2022-0417" })).toBeDisabled();

  await page.clock.runFor(1000);
  await expect(submit).toHaveText("Checking...");
  await expect(details).not.toContainText("Cisco ISR 4331 Enterprise Router");

  await page.clock.runFor(500);
  await expect(details).toContainText("Warranty details");
  await expect(details).toContainText("Cisco ISR 4331 Enterprise Router");
  await expect(details).toContainText("Active");
  await expect(details).toContainText("15 January 2023");
  await expect(details).toContainText("14 January 2026");
  await expect(submit).toHaveText("Check Warranty");
  await expect(input).toBeEnabled();
});

test("lookup ignores case and surrounding spaces", async ({ page }) => {
  const { input, submit, details, alert } = await openDemo(page);
  await input.fill("   arv-ap-2020-1123  ");
  await check(submit, page);
  await expect(details).toContainText("Cisco Catalyst 9120 Access Point");
  await expect(details).toContainText("Expired");
  await expect(details).toContainText("1 November 2020");
  await expect(details).toContainText("31 October 2023");
  await expect(alert).toHaveCount(0);
});

test("an unknown serial shows an alert titled Error with the serial as entered", async ({ page }) => {
  const { input, submit, details, alert } = await openDemo(page);
  await input.fill("  abc-123 ");
  await check(submit, page);
  await expect(alert.getByText("Error", { exact: true })).toBeVisible();
  await expect(alert.getByText(notFound("abc-123"), { exact: true })).toBeVisible();
  await expect(details).not.toContainText("Warranty details");
});

test("an example serial fills the input and clears the previous result and error", async ({ page }) => {
  const { demo, input, submit, details, alert } = await openDemo(page);
  await input.fill("NOPE-1");
  await check(submit, page);
  await expect(alert).toBeVisible();

  await demo.getByRole("button", { name: "ARV-FW-2022-0417" }).click();
  await expect(input).toHaveValue("ARV-FW-2022-0417");
  await expect(alert).toHaveCount(0);

  await check(submit, page);
  await expect(details).toContainText("FortiGate 100F Firewall");
  await demo.getByRole("button", { name: ROUTER }).click();
  await expect(input).toHaveValue(ROUTER);
  await expect(details).not.toContainText("FortiGate 100F Firewall");
});

test("a new submission clears the previous result while checking", async ({ page }) => {
  const { input, submit, details, alert } = await openDemo(page);
  await input.fill(ROUTER);
  await check(submit, page);
  await expect(details).toContainText("Cisco ISR 4331 Enterprise Router");

  await input.fill("ZZZ-9");
  await submit.click();
  await expect(details).not.toContainText("Cisco ISR 4331 Enterprise Router");
  await page.clock.runFor(1500);
  await expect(alert).toContainText(notFound("ZZZ-9"));

  await input.fill(ROUTER);
  await submit.click();
  await expect(alert).toHaveCount(0);
});

test("the warranty bot also works on the Business Automation page", async ({ page }) => {
  const { input, submit, details } = await openDemo(page, "/ai-solutions/business-automation");
  await input.fill("arv-fw-2022-0417");
  await check(submit, page);
  await expect(details).toContainText("FortiGate 100F Firewall");
  await expect(details).toContainText("19 July 2025");
});
