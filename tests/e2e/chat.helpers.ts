import { expect, type Page } from "@playwright/test";
import { texts } from "#app/features/chat/chat-flow.ts";
import { courseById } from "#app/content/courses.ts";
import { holdRequests } from "./helpers";

export const chatButton = (page: Page) => page.getByRole("button", { name: "Chat with us" });
export const chatDialog = (page: Page) => page.getByRole("dialog", { name: "Arivu Technologies assistant" });
export const conversation = (page: Page) => chatDialog(page).getByRole("log", { name: "Conversation" });
export const messageInput = (page: Page) => chatDialog(page).getByRole("textbox", { name: "Your message" });
export const typing = (page: Page) => chatDialog(page).getByRole("status");
/** The visitor's messages, in order (each bubble starts with a screen-reader "You:"). */
export const visitorMessages = (page: Page) =>
  conversation(page)
    .locator("p")
    .filter({ hasText: /^You: / });
/** The assistant's streamed answers. */
export const answers = (page: Page) => conversation(page).getByRole("article");

/**
 * Opens the chat, and waits until its live code has taken over the server's panel, which shows at
 * once: a tap before that is kept and replayed on a timer (app/lib/early-events.ts), which a
 * test's paused clock would hold back (the early tap is tested in chat-early.both.spec.ts).
 */
export async function openChat(page: Page) {
  await chatButton(page).click();
  await expect(chatDialog(page)).toBeVisible();
  await expect(chatDialog(page)).toHaveAttribute("data-deferred", "hydrated");
  return chatDialog(page);
}

export async function answer(page: Page, text: string) {
  await messageInput(page).fill(text);
  await messageInput(page).press("Enter");
}

export const ccnaPrice = courseById("ccna")!.price;

/** Opens the chat and chooses Something Else: the assistant introduces itself. */
export async function startAssistant(page: Page, path = "/") {
  await page.goto(path);
  const dialog = await openChat(page);
  await dialog.getByRole("button", { name: "Something Else", exact: true }).click();
  await expect(conversation(page).getByText(texts.somethingElse)).toBeVisible();
  await expect(messageInput(page)).toBeEnabled();
  return dialog;
}

/** Holds the chat API requests until `release()`: the answer is "in flight" meanwhile. */
export async function holdChatRequests(page: Page) {
  return { release: await holdRequests(page, "**/api/ai/chat") };
}
