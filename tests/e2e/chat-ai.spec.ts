import type { Request } from "@playwright/test";
import { texts } from "#app/features/chat/chat-flow.ts";
import {
  answer,
  answers,
  ccnaPrice,
  chatDialog,
  conversation,
  holdChatRequests,
  messageInput,
  openChat,
  startAssistant,
  typing,
  visitorMessages,
} from "./chat.helpers";
import { expect, test } from "./fixtures";

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
