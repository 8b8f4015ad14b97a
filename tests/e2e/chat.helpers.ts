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

export async function openChat(page: Page) {
  await chatButton(page).click();
  await expect(chatDialog(page)).toBeVisible();
  return chatDialog(page);
}

export async function answer(page: Page, text: string) {
  await messageInput(page).fill(text);
  await messageInput(page).press("Enter");
}
