import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { scrollToLive } from "./helpers";
import { axe, listViolations, wcagTags } from "./axe";

/** axe finds nothing in the demo cards (by their anchor ids), and the page does not scroll sideways. */
async function expectAccessibleAndFitting(page: Page, ...cardIds: string[]) {
  let scan = axe(page).withTags(wcagTags);
  for (const id of cardIds) scan = scan.include(`#${id}`);
  expect(listViolations(await scan.analyze())).toEqual([]);
  // Wide answers (tables) scroll inside the card; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("at 390 px the log analyzer's answer table stays inside the card and passes axe", async ({ page }) => {
  await page.goto("/ai-solutions/demo-log-analyzer");
  const demo = page.getByRole("region", { name: "AI Log Analyzer", exact: true });
  await demo.getByRole("button", { name: "FortiGate traffic" }).click();
  await demo.getByRole("button", { name: "Analyze Log" }).click();
  await expect(
    demo.getByRole("status").getByRole("cell", { name: "192.168.10.25", exact: true }),
  ).toBeVisible();
  await expect(demo.getByRole("button", { name: "Analyze Log" })).toBeEnabled();
  await expectAccessibleAndFitting(page, "log-analyzer-demo");
});

test("at 390 px the document Q&A and content generator, with their errors and answers, pass axe", async ({
  page,
}) => {
  await page.goto("/ai-solutions/data-intelligence");
  const qa = page.getByRole("region", { name: "Document Q&A", exact: true });
  await scrollToLive(qa);
  await qa.getByRole("button", { name: "Get Answer" }).click();
  await expect(qa.getByRole("alert")).toContainText("Please ask a question.");
  const content = page.getByRole("region", { name: "AI Content Generator", exact: true });
  await content.getByRole("button", { name: "Cloud hosting with a 99.9% uptime SLA" }).click();
  await content.getByRole("button", { name: "Generate Post" }).click();
  await expect(content.getByRole("status")).toContainText("#");
  await expect(content.getByRole("button", { name: "Generate Post" })).toBeEnabled();
  await expectAccessibleAndFitting(page, "document-qa-demo", "content-generator-demo");
});
