import { answer, answers, ccnaPrice, conversation, messageInput, startAssistant } from "./chat.helpers";
import { expect, test } from "./fixtures";
import { axe } from "./axe";

// At both widths: the assistant's answer streamed in the chat panel, and axe. Its input's states
// and messages, which do not depend on the width, are tested at 1280 px: chat-ai.spec.ts.
test("Something Else starts the AI assistant, which streams a priced answer with a source link to our page", async ({
  page,
}) => {
  const statusChecked = page.waitForRequest((r) => r.url().endsWith("/api/ai/status"));
  await startAssistant(page);
  await statusChecked;

  const chatPosted = page.waitForRequest((r) => r.url().endsWith("/api/ai/chat") && r.method() === "POST");
  await answer(page, "How much is the CCNA course?");
  const body = (await chatPosted).postDataJSON() as { messages: unknown[] };
  // Only the conversation with the assistant is sent, not the greeting or the choice.
  expect(body.messages).toEqual([{ role: "user", text: "How much is the CCNA course?" }]);

  const reply = answers(page).last();
  await expect(reply).toContainText(ccnaPrice);
  await expect(reply).toContainText("CCNA");
  await expect(conversation(page)).toHaveAttribute("aria-busy", "false");
  await expect(conversation(page)).toHaveAttribute("aria-live", "polite");
  await expect(messageInput(page)).toBeEnabled();

  const source = reply.getByRole("link", { name: "Plans & Pricing" });
  await expect(source).toHaveAttribute("href", /^\/it-training\/plans-pricing/);
  await expect(source).not.toHaveAttribute("target", "_blank");
  await source.click();
  await expect(page).toHaveURL(/\/it-training\/plans-pricing(#.*)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The chat stays open over the new page, with the answer.
  await expect(answers(page).last()).toContainText(ccnaPrice);

  // A follow-up sends the conversation so far.
  const followUp = page.waitForRequest((r) => r.url().endsWith("/api/ai/chat") && r.method() === "POST");
  await answer(page, "How long does it take?");
  const turns = ((await followUp).postDataJSON() as { messages: { role: string; text: string }[] }).messages;
  expect(turns.map((t) => t.role)).toEqual(["user", "model", "user"]);
  expect(turns[1].text).toContain(ccnaPrice);
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).last()).toContainText("8 weeks");
});

test("the conversational chat has no accessibility violations", async ({ page }) => {
  await startAssistant(page);
  await answer(page, "How much is the CCNA course?");
  await expect(answers(page).last().getByRole("link", { name: "Plans & Pricing" })).toBeVisible();
  const results = await axe(page).include("[role=dialog]").analyze();
  expect(results.violations).toEqual([]);
});
