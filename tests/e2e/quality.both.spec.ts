import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { pages } from "#common/route-table.ts";

// Accessibility, console errors and third-party requests, on every route at both widths.
for (const entry of pages) {
  test(`${entry.path}: no axe violations, no console errors, no third-party requests`, async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    const foreign: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    page.on("request", (req) => {
      const url = req.url();
      if (!url.startsWith(baseURL!) && !url.startsWith("data:") && !url.startsWith("blob:"))
        foreign.push(url);
    });

    await page.goto(entry.path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  });
}
