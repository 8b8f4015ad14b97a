import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";
import { answer, conversation, messageInput, openChat } from "./chat.helpers";
import { countAiRequests, holdRequests, notInPolicy } from "./demos.helpers";
import { scrollToLive } from "./helpers";

const logDemo = (page: Page) => page.getByRole("region", { name: "AI Log Analyzer", exact: true });
const qaDemo = (page: Page) => page.getByRole("region", { name: "Document Q&A", exact: true });
const contentDemo = (page: Page) => page.getByRole("region", { name: "AI Content Generator", exact: true });

test.describe("log analyzer", () => {
  test("submit is disabled while the log is empty; a blank log gives the spec's message and sends nothing", async ({
    page,
  }) => {
    const requests = countAiRequests(page);
    await page.goto("/ai-solutions/demo-log-analyzer");
    const demo = logDemo(page);
    const submit = demo.getByRole("button", { name: "Analyze Log" });
    await expect(submit).toBeDisabled();
    await demo.getByLabel("Log data").fill("   \n  ");
    await expect(submit).toBeEnabled();
    await submit.click();
    const alert = demo.getByRole("alert");
    await expect(alert).toContainText("Error");
    await expect(alert).toContainText("Please provide log data to analyze.");
    await expect(demo.getByLabel("Log data")).toBeFocused();
    expect(requests.count()).toBe(0);
  });

  test("a sample fills the log; while analyzing the button is busy and the inputs are disabled; the table shows the source IP", async ({
    page,
  }) => {
    await page.goto("/ai-solutions/demo-log-analyzer");
    const demo = logDemo(page);
    const log = demo.getByLabel("Log data");
    await demo.getByRole("button", { name: "Cisco IOS ACL deny" }).click();
    await expect(log).toHaveValue(/%SEC-6-IPACCESSLOGP: list OUTSIDE-IN denied tcp 203\.0\.113\.45\(51234\)/);

    const hold = await holdRequests(page, "/api/ai/log-analysis");
    hold.close();
    await demo.getByRole("button", { name: "Analyze Log" }).click();
    const busy = demo.getByRole("button", { name: "Analyzing…" });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(log).toBeDisabled();
    await expect(demo.getByRole("button", { name: "FortiGate traffic" })).toBeDisabled();
    hold.release();

    const result = demo.getByRole("status");
    await expect(result.getByRole("cell", { name: "203.0.113.45", exact: true })).toBeVisible();
    await expect(result.getByRole("cell", { name: "%SEC-6-IPACCESSLOGP", exact: true })).toBeVisible();
    await expect(result.getByRole("heading", { name: "Summary" })).toBeVisible();
    await expect(demo.getByRole("button", { name: "Analyze Log" })).toBeEnabled();
    await expect(log).toBeEnabled();
    await expect(demo.getByRole("alert")).toHaveCount(0);
  });

  test("a log typed and sent before the demo's code has arrived is kept, and analyzed once the demo is live", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/automation-demos-*.js", async (route) => {
      await held;
      await route.continue();
    });
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

  test("several lines get a per-line breakdown and the repeated failures from one address; a new submission clears the last result", async ({
    page,
  }) => {
    await page.goto("/ai-solutions/business-automation");
    const demo = logDemo(page);
    await scrollToLive(demo);
    const result = demo.getByRole("status");
    await demo.getByRole("button", { name: "sshd failed logins" }).click();
    await demo.getByRole("button", { name: "Analyze Log" }).click();
    await expect(result.getByRole("heading", { name: "Per-line breakdown" })).toBeVisible();
    await expect(result).toContainText("4 failed logins from 203.0.113.77");

    const hold = await holdRequests(page, "/api/ai/log-analysis");
    hold.close();
    await demo.getByRole("button", { name: "Cisco ASA deny" }).click();
    await demo.getByRole("button", { name: "Analyze Log" }).click();
    await expect(demo.getByRole("button", { name: "Analyzing…" })).toBeVisible();
    await expect(result).not.toContainText("203.0.113.77");
    await expect(result.getByRole("table")).toHaveCount(0);
    hold.release();
    await expect(result.getByRole("cell", { name: "198.51.100.23", exact: true })).toBeVisible();
    await expect(result).not.toContainText("203.0.113.77");
  });
});

test.describe("document Q&A", () => {
  test("an empty question gives the spec's message and sends nothing", async ({ page }) => {
    const requests = countAiRequests(page);
    await page.goto("/ai-solutions/demo-document-qa");
    const demo = qaDemo(page);
    await demo.getByRole("button", { name: "Get Answer" }).click();
    await expect(demo.getByRole("alert")).toContainText("Please ask a question.");
    await expect(demo.getByLabel("Your question")).toBeFocused();
    expect(requests.count()).toBe(0);
  });

  test("the policy can be read, and an example question fills the input", async ({ page }) => {
    await page.goto("/ai-solutions/demo-document-qa");
    const demo = qaDemo(page);
    const policyText = demo.getByText("Employees are entitled to 20 days of annual leave per year.");
    await expect(policyText).toBeHidden();
    await demo.getByText("Read the policy").click();
    await expect(policyText).toBeVisible();
    await demo.getByRole("button", { name: "When can I start taking annual leave?" }).click();
    await expect(demo.getByLabel("Your question")).toHaveValue("When can I start taking annual leave?");
  });

  test("answers from the policy while showing its busy state; a question outside it gets exactly the not-available sentence", async ({
    page,
  }) => {
    await page.goto("/ai-solutions/data-intelligence");
    const demo = qaDemo(page);
    await scrollToLive(demo);
    const question = demo.getByLabel("Your question");
    const result = demo.getByRole("status");

    const hold = await holdRequests(page, "/api/ai/document-qa");
    hold.close();
    await question.fill("How many days of sick leave?");
    await demo.getByRole("button", { name: "Get Answer" }).click();
    const busy = demo.getByRole("button", { name: "Finding the answer…" });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(question).toBeDisabled();
    hold.release();
    await expect(result).toContainText("10 days");
    await expect(question).toBeEnabled();

    hold.close();
    await question.fill("Is there paternity leave?");
    await demo.getByRole("button", { name: "Get Answer" }).click();
    await expect(busy).toBeVisible();
    await expect(result).not.toContainText("10 days");
    hold.release();
    await expect(result.getByText(notInPolicy, { exact: true })).toBeVisible();
    await expect(result).toHaveText(new RegExp(`^Answer\\s*${notInPolicy.replace(/\./g, "\\.")}$`));
  });
});

test.describe("content generator", () => {
  test("an empty topic gives the spec's message; Professional is the default tone", async ({ page }) => {
    const requests = countAiRequests(page);
    await page.goto("/ai-solutions/demo-content-generator");
    const demo = contentDemo(page);
    await expect(demo.getByLabel("Tone")).toHaveValue("Professional");
    await expect(demo.getByLabel("Tone").getByRole("option")).toHaveText([
      "Professional",
      "Casual",
      "Excited",
      "Informative",
    ]);
    await demo.getByLabel("Topic", { exact: true }).fill("  ");
    await demo.getByRole("button", { name: "Generate Post" }).click();
    await expect(demo.getByRole("alert")).toContainText("Please enter a topic.");
    expect(requests.count()).toBe(0);
  });

  test("a tone and topic chosen before the demo's code has arrived are the ones sent once it is live", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/data-demos-*.js", async (route) => {
      await held;
      await route.continue();
    });
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

  test("writes a short post with 2-3 hashtags, busy while generating; a new post replaces the last", async ({
    page,
  }) => {
    await page.goto("/ai-solutions/demo-content-generator");
    const demo = contentDemo(page);
    const topic = demo.getByLabel("Topic", { exact: true });
    const result = demo.getByRole("status");

    const hold = await holdRequests(page, "/api/ai/content");
    hold.close();
    await topic.fill("Cloud hosting for Chennai startups");
    await demo.getByLabel("Tone").selectOption("Casual");
    await demo.getByRole("button", { name: "Generate Post" }).click();
    const busy = demo.getByRole("button", { name: "Generating…" });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(topic).toBeDisabled();
    await expect(demo.getByLabel("Tone")).toBeDisabled();
    hold.release();
    await expect(demo.getByRole("button", { name: "Generate Post" })).toBeEnabled();
    const first = await result.textContent();
    const tags = first?.match(/#\w+/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags.length).toBeLessThanOrEqual(3);

    hold.close();
    await demo.getByRole("button", { name: "AI chatbots for customer support" }).click();
    await demo.getByRole("button", { name: "Generate Post" }).click();
    await expect(busy).toBeVisible();
    for (const tag of tags) await expect(result).not.toContainText(tag);
    hold.release();
    await expect(demo.getByRole("button", { name: "Generate Post" })).toBeEnabled();
    await expect(result).toContainText("#");
    await expect(result).not.toHaveText(first ?? "");
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
