import type { Page } from "@playwright/test";
import { texts } from "#app/features/chat/chat-flow.ts";
import { dailyImageMessages } from "#app/features/daily-image/daily-image-messages.ts";
import { FALLBACK_NOTICE } from "#server/ai/fallback-provider.ts";
import { answer, answers, conversation, messageInput, openChat } from "./chat.helpers";
import { expect, test } from "./fixtures";
import { geminiSiteURL, scrollToLive, setGeminiBehaviour } from "./helpers";

// The only spec against the site server whose AI features use Gemini (a local fake of it).
// The fake's behaviour is global state, so these tests run one at a time.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: geminiSiteURL, timezoneId: "UTC" });

test.afterEach(async () => {
  await setGeminiBehaviour("ok");
});

/** The chat on a page without the daily image, so no image request spends the fake's answers. */
async function askGemini(page: Page, question: string) {
  await page.goto("/contact");
  const dialog = await openChat(page);
  await dialog.getByRole("button", { name: "Something Else", exact: true }).click();
  await expect(conversation(page).getByText(texts.somethingElse)).toBeVisible();
  await answer(page, question);
  return answers(page).last();
}

test.describe("chat", () => {
  test("Gemini's streamed answer shows with its Google Search source", async ({ page }) => {
    await setGeminiBehaviour("ok");
    const reply = await askGemini(page, "Is CCNA worth it in 2026?");
    await expect(reply).toContainText(
      'Gemini says: this answers "Is CCNA worth it in 2026?". Thank you for asking.',
    );
    const source = reply.getByRole("link", { name: /cisco\.com/ });
    await expect(source).toHaveAttribute("href", /^https:\/\/www\.cisco\.com\//);
    await expect(source).toHaveAttribute("target", "_blank");
    await expect(source).toHaveAttribute("rel", /noopener/);
    await expect(reply.getByText(FALLBACK_NOTICE)).toHaveCount(0);
    await expect(messageInput(page)).toBeEnabled();
  });

  test("when Gemini's quota is spent, the built-in engine answers with a quiet notice", async ({ page }) => {
    await setGeminiBehaviour("quota");
    const reply = await askGemini(page, "How much is the CCNA course?");
    await expect(reply).toContainText("₹18,500");
    await expect(reply).not.toContainText("Gemini says");
    await expect(reply.getByText(FALLBACK_NOTICE)).toBeVisible();
    await expect(reply.getByRole("link", { name: "Plans & Pricing" })).toBeVisible();
  });

  test("when Gemini's stream drops midway, the partial answer stays with the error", async ({ page }) => {
    await setGeminiBehaviour("drop-mid-stream");
    const reply = await askGemini(page, "Tell me about CCIE");
    await expect(reply).toContainText("Gemini says:");
    await expect(
      conversation(page).getByText("Sorry, I encountered an error. Please try again."),
    ).toBeVisible();
    await expect(messageInput(page)).toBeEnabled();
  });
});

test.describe("daily image", () => {
  // The server keeps one image per date (a fallback for 10 minutes) and serves dates within a
  // day of its own UTC date. Each case is therefore a visitor on a different date (yesterday,
  // today, tomorrow), so no case sees an image another case made.
  const serverToday = new Date().toISOString().slice(0, 10);
  const day = (offset: number) => new Date(Date.parse(`${serverToday}T12:00:00Z`) + offset * 86_400_000);

  const cases = [
    { behaviour: "quota", kind: "quota", offset: -1 },
    { behaviour: "invalid-key", kind: "invalid-key", offset: 0 },
    { behaviour: "server-error", kind: "other", offset: 1 },
  ] as const;

  for (const { behaviour, kind, offset } of cases) {
    test(`Gemini failing (${behaviour}) shows the fallback concept with the ${kind} message`, async ({
      page,
    }) => {
      await setGeminiBehaviour(behaviour);
      const date = day(offset);
      await page.clock.install({ time: date });
      const response = page.waitForResponse((r) => r.url().includes("/api/ai/daily-image/"));
      await page.goto("/");
      const section = page.getByRole("region", { name: "Today's AI Concept Art" });
      await section.scrollIntoViewIfNeeded();
      const res = await response;
      expect(new URL(res.url()).pathname).toBe(`/api/ai/daily-image/${date.toISOString().slice(0, 10)}`);
      expect(res.headers()["x-ai-fallback"]).toBe(kind);

      await expect(section.getByRole("status")).toHaveText(dailyImageMessages[kind]);
      // The fallback concept is the built-in engine's art for the day. Until it has loaded, the
      // photo under it is still an image too, so wait for the one image left.
      await expect(section.getByRole("img")).toHaveCount(1);
      await expect(section.getByRole("img")).toHaveAttribute("src", /^data:image\/svg\+xml/);
      // Not kept: the next visit asks again.
      expect(await page.evaluate(() => localStorage.getItem("arivu.dailyImage"))).toBeNull();
    });
  }
});

test.describe("demos", () => {
  test("when Gemini's stream drops midway, the log analysis keeps its partial text and shows the spec's error", async ({
    page,
  }) => {
    await setGeminiBehaviour("drop-mid-stream");
    await page.goto("/ai-solutions/demo-log-analyzer");
    const demo = page.getByRole("region", { name: "AI Log Analyzer", exact: true });
    await demo
      .getByLabel("Log data")
      .fill("%LINK-3-UPDOWN: Interface GigabitEthernet0/1, changed state to down");
    await demo.getByRole("button", { name: "Analyze Log" }).click();
    await expect(demo.getByRole("alert")).toContainText(
      "An error occurred while analyzing the log. Please try again.",
    );
    await expect(demo.getByRole("status")).toContainText("Gemini says:");
  });

  test("when Gemini is rate-limited, the recommender answers from the built-in engine with a quiet notice", async ({
    page,
  }) => {
    await setGeminiBehaviour("quota");
    await page.goto("/it-training/batch-calendar");
    const demo = page.getByRole("region", { name: "AI Course Recommender", exact: true });
    await scrollToLive(demo);
    await demo.getByRole("radio", { name: "Advanced", exact: true }).check();
    await demo.getByRole("button", { name: "Recommend a course" }).click();
    await expect(demo.getByRole("status")).toContainText("CCIE Enterprise Infrastructure");
    await expect(demo.getByText(FALLBACK_NOTICE)).toBeVisible();
  });
});
