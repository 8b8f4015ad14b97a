import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { scrollToLive } from "./helpers";

// When the visitor's connection fails, each AI demo shows SPEC §8's message in an alert
// titled Error, and the form stays usable. (The request is cut in the browser, as a dropped
// mobile connection would; our server is not involved.)

const cutConnection = (page: Page, path: string) =>
  page.route(`**${path}`, (route) => route.abort("internetdisconnected"));

const cases = [
  {
    page: "/ai-solutions/demo-log-analyzer",
    demo: "AI Log Analyzer",
    api: "/api/ai/log-analysis",
    fill: (demo: ReturnType<Page["getByRole"]>) =>
      demo
        .getByLabel("Log data")
        .fill("%SYS-5-CONFIG_I: Configured from console by admin on vty0 (10.1.1.5)"),
    button: "Analyze Log",
    message: "An error occurred while analyzing the log. Please try again.",
  },
  {
    page: "/ai-solutions/demo-document-qa",
    demo: "Document Q&A",
    api: "/api/ai/document-qa",
    fill: (demo: ReturnType<Page["getByRole"]>) =>
      demo.getByLabel("Your question").fill("How many days of annual leave do I get?"),
    button: "Get Answer",
    message: "An error occurred while getting the answer. Please try again.",
  },
  {
    page: "/ai-solutions/demo-content-generator",
    demo: "AI Content Generator",
    api: "/api/ai/content",
    fill: (demo: ReturnType<Page["getByRole"]>) =>
      demo.getByLabel("Topic", { exact: true }).fill("Our new SD-WAN weekend batch"),
    button: "Generate Post",
    message: "An error occurred while generating content. Please try again.",
  },
  {
    page: "/it-training/batch-calendar",
    demo: "AI Course Recommender",
    api: "/api/ai/recommendation",
    fill: (demo: ReturnType<Page["getByRole"]>) =>
      demo.getByRole("radio", { name: "Intermediate", exact: true }).check(),
    button: "Recommend a course",
    message: "Sorry, an error occurred while getting your recommendation. Please try again.",
  },
];

for (const c of cases) {
  test(`${c.demo}: a failed connection shows the spec's error, and the form can be sent again`, async ({
    page,
  }) => {
    await page.goto(c.page);
    const demo = page.getByRole("region", { name: c.demo, exact: true });
    await scrollToLive(demo);
    await cutConnection(page, c.api);
    await c.fill(demo);
    await demo.getByRole("button", { name: c.button }).click();
    const alert = demo.getByRole("alert");
    await expect(alert).toContainText("Error");
    await expect(alert).toContainText(c.message);
    await expect(demo.getByRole("button", { name: c.button })).toBeEnabled();

    // The connection is back: the next submission clears the error and answers.
    await page.unroute(`**${c.api}`);
    await demo.getByRole("button", { name: c.button }).click();
    await expect(alert).toHaveCount(0);
    await expect(demo.getByRole("status")).not.toBeEmpty();
  });
}
