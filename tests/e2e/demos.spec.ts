import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";
import { answer, conversation, messageInput, openChat } from "./chat.helpers";
import { holdRequests, scrollToLive } from "./helpers";

const logDemo = (page: Page) => page.getByRole("region", { name: "AI Log Analyzer", exact: true });
const qaDemo = (page: Page) => page.getByRole("region", { name: "Document Q&A", exact: true });
const contentDemo = (page: Page) => page.getByRole("region", { name: "AI Content Generator", exact: true });

test.describe("log analyzer", () => {
  test("a log typed and sent before the demo's code has arrived is kept, and analyzed once the demo is live", async ({
    page,
  }) => {
    const release = await holdRequests(page, "**/assets/automation-demos-*.js");
    await page.goto("/ai-solutions/business-automation");
    const demo = logDemo(page);
    const log = demo.getByLabel("Log data");
    const line =
      "%SEC-6-IPACCESSLOGP: list OUTSIDE-IN denied tcp 203.0.113.45(51234) -> 10.10.20.5(22), 1 packet";
    await log.fill(line);
    // Its code is held back until now: the tap is kept and the form sent once the demo is live.
    await demo.getByRole("button", { name: "Analyze Log" }).click();
    release();
    await expect(demo.getByRole("status")).toContainText("203.0.113.45");
    await expect(log).toHaveValue(line);
  });
});

test.describe("content generator", () => {
  test("a tone and topic chosen before the demo's code has arrived are the ones sent once it is live", async ({
    page,
  }) => {
    const release = await holdRequests(page, "**/assets/data-demos-*.js");
    await page.goto("/ai-solutions/data-intelligence");
    const demo = contentDemo(page);
    await demo.getByLabel("Tone").selectOption("Casual");
    await demo.getByLabel("Topic", { exact: true }).fill("Our new SD-WAN weekend batch");
    release();
    await scrollToLive(demo);
    const sent = page.waitForRequest("**/api/ai/content");
    await demo.getByRole("button", { name: "Generate Post" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      topic: "Our new SD-WAN weekend batch",
      tone: "Casual",
    });
    await expect(demo.getByRole("status")).toContainText("#");
    await expect(demo.getByLabel("Tone")).toHaveValue("Casual");
  });
});

test.describe("rate limit", () => {
  // Its own server with 2 AI requests a minute, so the shared server's clients are not affected.
  const server = ownServer(75, { RATE_LIMIT_AI_PER_MIN: "2" });
  test.beforeAll(() => server.start());
  test.afterAll(() => server.stop());

  test("a visitor over the limit sees the please-wait message instead of an error, in the demos, the recommender and the chat", async ({
    page,
  }) => {
    const base = server.base;
    await page.goto(`${base}/ai-solutions/demo-document-qa`);
    const demo = qaDemo(page);
    const question = demo.getByLabel("Your question");
    for (let i = 0; i < 2; i++) {
      await question.fill("How many days of sick leave?");
      await demo.getByRole("button", { name: "Get Answer" }).click();
      await expect(demo.getByRole("status")).toContainText("10 days");
      await expect(demo.getByRole("button", { name: "Get Answer" })).toBeEnabled();
    }
    await question.fill("How far ahead must I request leave?");
    await demo.getByRole("button", { name: "Get Answer" }).click();
    const pleaseWait =
      /^You're sending requests faster than we can answer\. Please wait \d+ seconds? and try again\.$/;
    await expect(demo.getByRole("alert").getByText(pleaseWait)).toBeVisible();
    await expect(demo.getByRole("alert")).not.toContainText("An error occurred while getting the answer.");
    await expect(demo.getByRole("status")).toHaveText("");

    await page.goto(`${base}/it-training/batch-calendar`);
    const recommender = page.getByRole("region", { name: "AI Course Recommender" });
    await scrollToLive(recommender);
    await recommender.getByRole("radio", { name: "Beginner" }).check();
    await recommender.getByRole("button", { name: "Recommend a course" }).click();
    await expect(recommender.getByRole("alert").getByText(pleaseWait)).toBeVisible();

    const chat = await openChat(page);
    await chat.getByRole("button", { name: "Something Else", exact: true }).click();
    await expect(messageInput(page)).toBeEnabled();
    await answer(page, "How much is the CCNA course?");
    await expect(
      conversation(page).getByText(
        /You.re sending requests faster than we can answer\. Please wait \d+ seconds? and try again\./,
      ),
    ).toBeVisible();
    await expect(
      conversation(page).getByText("Sorry, I encountered an error. Please try again."),
    ).toHaveCount(0);
  });
});
