import { texts } from "#app/features/chat/chat-flow.ts";
import { axe } from "./axe";
import { answer, chatButton, chatDialog, conversation, messageInput, visitorMessages } from "./chat.helpers";
import { expect, isLive, openEarly, test, waitUntilLive } from "./slow-phone/visits";

// The page's scripts are held back (tests/e2e/slow-phone/visits.ts): the chat is used before it is live.

test("the chat opened before the page is live shows its greeting at once and closes on Escape; a choice tapped then is sent once when it is live", async ({
  phone,
}) => {
  const visit = await phone();
  const { page } = visit;
  const acted = await openEarly(visit, "/");
  const brand700 = await chatButton(page).evaluate((button) => getComputedStyle(button).backgroundColor);

  await chatButton(page).click();
  const dialog = chatDialog(page);
  await expect(conversation(page).getByText(texts.greeting)).toBeVisible();
  await expect(messageInput(page)).toBeVisible();
  // As once live: the input waits for a choice, and focus is on the first one.
  await expect(messageInput(page)).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "AI Solutions", exact: true })).toBeFocused();
  // Escape closes it, giving focus back to the button, and drops a choice tapped then: as once
  // live, the conversation starts afresh at the next opening.
  const first = dialog.getByRole("button", { name: "AI Solutions", exact: true });
  await first.click();
  await expect(first).toHaveAttribute("data-tapped", "");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
  await chatButton(page).click();
  await expect(first).toBeFocused();
  await expect(first).not.toHaveAttribute("data-tapped");
  const choice = dialog.getByRole("button", { name: "IT Training", exact: true });
  await choice.click();
  // Kept for when the chat is live, and drawn as chosen meanwhile.
  await expect(choice).toHaveAttribute("data-tapped", "");
  await expect(choice).toHaveCSS("background-color", brand700);
  expect((await axe(page).include("[role=dialog]").analyze()).violations).toEqual([]);
  expect(await isLive(page), "the chat must be used before the page is live").toBe(false);
  acted();

  await waitUntilLive(page);
  await expect(dialog).toHaveAttribute("data-deferred", "hydrated");
  await expect(chatButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect(visitorMessages(page)).toHaveText(["You: IT Training"]);
  await expect(conversation(page).getByText(texts.askName("IT Training"))).toBeVisible();
  await expect(messageInput(page)).toBeFocused();
  await answer(page, "Priya Raman");
  await expect(conversation(page).getByText(texts.askEmail("Priya Raman"))).toBeVisible();
  await expect(visitorMessages(page)).toHaveText(["You: IT Training", "You: Priya Raman"]);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(chatButton(page)).toBeFocused();
  await expect(chatButton(page)).toHaveAttribute("aria-expanded", "false");
});
