import type { Page, Request } from "@playwright/test";
import { texts } from "#app/features/chat/chat-flow.ts";
import { courseById } from "#app/content/courses.ts";
import {
  answer,
  answers,
  chatDialog,
  conversation,
  messageInput,
  openChat,
  typing,
  visitorMessages,
} from "./chat.helpers";
import { expect, test } from "./fixtures";
import { axe } from "./axe";

const ccnaPrice = courseById("ccna")!.price;

/** Opens the chat and chooses Something Else: the assistant introduces itself. */
async function startAssistant(page: Page, path = "/") {
  await page.goto(path);
  const dialog = await openChat(page);
  await dialog.getByRole("button", { name: "Something Else", exact: true }).click();
  await expect(conversation(page).getByText(texts.somethingElse)).toBeVisible();
  await expect(messageInput(page)).toBeEnabled();
  return dialog;
}

/** Holds the chat API requests until `release()`: the answer is "in flight" meanwhile. */
async function holdChatRequests(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/ai/chat", async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return { release: () => release() };
}

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

test("an off-topic question gets a polite redirect to our team", async ({ page }) => {
  await startAssistant(page, "/contact");
  await answer(page, "What will the weather be in Paris tomorrow?");
  const reply = answers(page).last();
  await expect(reply).toContainText("I can only help with questions about Arivu Technologies");
  await expect(reply).toContainText(/contact page/);
  await expect(reply).toContainText(/WhatsApp/);
  await expect(reply.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
});

test("the input is disabled while the answer is on its way; empty input is ignored", async ({ page }) => {
  await startAssistant(page);
  const posts: Request[] = [];
  page.on("request", (r) => r.url().endsWith("/api/ai/chat") && posts.push(r));

  await answer(page, "   ");
  await expect(visitorMessages(page)).toHaveText(["You: Something Else"]);

  const held = await holdChatRequests(page);
  await answer(page, "Do you have weekend CCNA batches?");
  await expect(visitorMessages(page).last()).toHaveText("You: Do you have weekend CCNA batches?");
  await expect(messageInput(page)).toBeDisabled();
  await expect(chatDialog(page).getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(typing(page)).toHaveText("The assistant is typing…");
  // Screen readers wait for the whole reply.
  await expect(conversation(page)).toHaveAttribute("aria-busy", "true");

  held.release();
  await expect(answers(page).last()).toContainText("CCNA");
  await expect(messageInput(page)).toBeEnabled();
  await expect(conversation(page)).toHaveAttribute("aria-busy", "false");
  await expect(typing(page)).toHaveText("");
  expect(posts).toHaveLength(1);
});

test("a message over 1,000 characters is refused with a message, and the input keeps it", async ({
  page,
}) => {
  await startAssistant(page);
  const posts: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/ai/chat") && posts.push(r.url()));

  const long = "Please tell me about CCNA. ".repeat(40).slice(0, 1001);
  await answer(page, long);
  const error = chatDialog(page).getByText("Please keep your message under 1000 characters.");
  await expect(error).toBeVisible();
  await expect(messageInput(page)).toHaveValue(long);
  await expect(messageInput(page)).toHaveAttribute("aria-invalid", "true");
  await expect(visitorMessages(page)).toHaveText(["You: Something Else"]);

  // Shortening it clears the message; 1,000 characters are accepted.
  await messageInput(page).press("Backspace");
  await expect(error).toHaveCount(0);
  await messageInput(page).press("Enter");
  await expect(visitorMessages(page)).toHaveCount(2);
  await expect(answers(page).last()).toContainText("CCNA");
  expect(posts).toHaveLength(1);
});

test("closing stops the answer in flight and resets everything", async ({ page }) => {
  await startAssistant(page);
  await holdChatRequests(page);
  const aborted = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/api/ai/chat"));
  await answer(page, "What does the CCIE Enterprise course cost?");
  await expect(messageInput(page)).toBeDisabled();

  await chatDialog(page).getByRole("button", { name: "Close chat" }).click();
  await expect(chatDialog(page)).toHaveCount(0);
  await aborted;

  await openChat(page);
  await expect(visitorMessages(page)).toHaveCount(0);
  await expect(answers(page)).toHaveCount(0);
  await expect(conversation(page).getByText(texts.greeting)).toHaveCount(1);
  await expect(chatDialog(page).getByRole("button", { name: "Something Else", exact: true })).toBeVisible();
  await expect(messageInput(page)).toBeDisabled();
});

test("when the assistant cannot start, the visitor is told and can try again", async ({ page }) => {
  // The visitor's network drops the session check.
  await page.route("**/api/ai/status", (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  const dialog = await openChat(page);
  await dialog.getByRole("button", { name: "Something Else", exact: true }).click();
  await expect(conversation(page).getByText("Failed to start AI chat. Please try again.")).toBeVisible();
  await expect(dialog.getByText("AI Assistant Unavailable")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Contact page" })).toHaveAttribute("href", "/contact");

  await page.unroute("**/api/ai/status");
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(conversation(page).getByText(texts.reconnected)).toBeVisible();
  await expect(dialog.getByText("AI Assistant Unavailable")).toHaveCount(0);
  await answer(page, "How much is the CCNA course?");
  await expect(answers(page).last()).toContainText(ccnaPrice);
});

test("the conversational chat has no accessibility violations", async ({ page }) => {
  await startAssistant(page);
  await answer(page, "How much is the CCNA course?");
  await expect(answers(page).last().getByRole("link", { name: "Plans & Pricing" })).toBeVisible();
  const results = await axe(page).include("[role=dialog]").analyze();
  expect(results.violations).toEqual([]);
});
