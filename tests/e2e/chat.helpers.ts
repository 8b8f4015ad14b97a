import { expect, type Page } from "@playwright/test";

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
