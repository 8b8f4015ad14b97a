import { texts } from "#app/features/chat/chat-flow.ts";
import { CHAT_CONSENT_VERSION } from "#app/features/chat/privacy.ts";
import {
  answer,
  chatButton,
  chatDialog,
  conversation,
  messageInput,
  openChat,
  typing,
  visitorMessages,
} from "./chat.helpers";
import { expect, test } from "./fixtures";
import { freezeClock } from "./helpers";
import { axe } from "./axe";

test.beforeEach(async ({ page }) => {
  await freezeClock(page);
});

test("the chat code, fetched ahead once the page has painted, runs only when the chat is first used", async ({
  page,
}) => {
  await page.goto("/");
  await page.clock.runFor(5000); // the page paints, then fetches ahead what it may need
  await expect(page.locator('link[rel="prefetch"][href*="/chat-panel-"]')).toHaveCount(1);
  // The server's greeting, not the live chat.
  await expect(page.locator("#chat-panel")).toHaveAttribute("data-deferred", "");
  await openChat(page);
  await expect(page.locator("#chat-panel")).toHaveAttribute("data-deferred", "hydrated");
});

test("opens a 360 px panel, 75vh high and at most 600 px, with the greeting and four choices", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = await openChat(page);
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.width)).toBe(Math.min(360, viewport.width - 32));
  expect(Math.round(box.height)).toBe(Math.round(Math.min(viewport.height * 0.75, 600)));
  // Fully on screen.
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

  await expect(conversation(page)).toHaveAttribute("aria-live", "polite");
  await expect(conversation(page).getByText(texts.greeting)).toBeVisible();
  for (const choice of ["AI Solutions", "IT Training", "IT & Digital Services", "Something Else"]) {
    await expect(dialog.getByRole("button", { name: choice, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole("button", { name: "AI Solutions", exact: true })).toBeFocused();
  await expect(messageInput(page)).toBeDisabled();
});

test("the panel is 75vh high on a short screen", async ({ page }) => {
  const width = page.viewportSize()!.width;
  await page.setViewportSize({ width, height: 640 });
  await page.goto("/");
  const box = (await (await openChat(page)).boundingBox())!;
  expect(Math.round(box.height)).toBe(480);
});

test("the lead flow: delays, input states, privacy notice, the lead posted to our server and the final message", async ({
  page,
}) => {
  await page.goto("/contact");
  const dialog = await openChat(page);

  await dialog.getByRole("button", { name: "IT Training", exact: true }).click();
  await expect(visitorMessages(page)).toHaveText(["You: IT Training"]);
  await expect(dialog.getByRole("button", { name: "AI Solutions", exact: true })).toHaveCount(0);
  await expect(typing(page)).toHaveText("The assistant is typing…");
  await expect(messageInput(page)).toBeDisabled();

  // 500 ms after the service choice: not before.
  await page.clock.runFor(499);
  await expect(conversation(page).getByText(texts.askName("IT Training"))).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(conversation(page).getByText(texts.askName("IT Training"))).toBeVisible();
  await expect(conversation(page).getByText(texts.privacyNotice())).toBeVisible();
  await expect(conversation(page).getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
    "href",
    "/legal",
  );
  await expect(typing(page)).toHaveText("");
  await expect(messageInput(page)).toBeEnabled();
  await expect(messageInput(page)).toBeFocused();

  // Each answer gets its reply 800 ms later; answers are not validated.
  const steps = [
    ["Priya Raman", texts.askEmail("Priya Raman")],
    ["priya at example", texts.askPhone],
  ] as const;
  for (const [text, reply] of steps) {
    await answer(page, text);
    await expect(visitorMessages(page).last()).toHaveText(`You: ${text}`);
    await expect(messageInput(page)).toBeDisabled();
    await page.clock.runFor(799);
    await expect(conversation(page).getByText(reply)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(conversation(page).getByText(reply)).toBeVisible();
    await expect(messageInput(page)).toBeEnabled();
  }

  const posted = page.waitForRequest(
    (request) => request.url().endsWith("/api/leads") && request.method() === "POST",
  );
  await answer(page, "98840 12345");
  const request = await posted;
  expect(request.headers()["content-type"]).toContain("application/json");
  const body = request.postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({
    service: "IT Training",
    name: "Priya Raman",
    email: "priya at example",
    phone: "98840 12345",
    consentVersion: CHAT_CONSENT_VERSION,
  });
  expect(body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  expect(Number.isNaN(Date.parse(body.consentAt))).toBe(false);

  const final =
    "Thank you, Priya Raman! I've sent your request to our IT Training team. They'll contact you shortly. Is there anything else I can help you with?";
  await page.clock.runFor(799);
  await expect(conversation(page).getByText(final)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(conversation(page).getByText(final)).toBeVisible();
  await expect(messageInput(page)).toBeEnabled();
  await expect(visitorMessages(page)).toHaveText([
    "You: IT Training",
    "You: Priya Raman",
    "You: priya at example",
    "You: 98840 12345",
  ]);
});

test("closing resets the conversation: reopening shows a fresh greeting", async ({ page }) => {
  await page.goto("/");
  const dialog = await openChat(page);
  await dialog.getByRole("button", { name: "AI Solutions", exact: true }).click();
  await page.clock.runFor(500);
  await answer(page, "Karthik");
  await expect(visitorMessages(page)).toHaveCount(2);

  await dialog.getByRole("button", { name: "Close chat" }).click();
  await expect(chatDialog(page)).toHaveCount(0);
  // A reply that was pending when the chat closed never arrives (checked after reopening).
  await page.clock.runFor(1000);
  await expect(chatButton(page)).toBeFocused();

  await openChat(page);
  await expect(visitorMessages(page)).toHaveCount(0);
  await expect(conversation(page).getByText(texts.greeting)).toHaveCount(1);
  await expect(conversation(page).getByText(texts.askEmail("Karthik"))).toHaveCount(0);
  await expect(chatDialog(page).getByRole("button", { name: "Something Else", exact: true })).toBeVisible();
  await expect(messageInput(page)).toBeDisabled();

  // Escape closes it too.
  await page.keyboard.press("Escape");
  await expect(chatDialog(page)).toHaveCount(0);
});

test("the open chat has no accessibility violations, before and during the lead flow", async ({ page }) => {
  await page.goto("/");
  const dialog = await openChat(page);
  // axe runs on timers: let time flow.
  await page.clock.resume();
  const scan = () => axe(page).include("[role=dialog]").analyze();
  expect((await scan()).violations).toEqual([]);
  await dialog.getByRole("button", { name: "IT & Digital Services", exact: true }).click();
  await expect(conversation(page).getByText(texts.privacyNotice())).toBeVisible();
  expect((await scan()).violations).toEqual([]);
});

test("the search dialog opened over the open chat is not covered by it; the conversation is kept", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = await openChat(page);
  await dialog.getByRole("button", { name: "IT Training", exact: true }).click();
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Search/ })
    .first()
    .click();
  await expect(page.getByRole("combobox")).toBeVisible();
  // The chat panel sits in the browser's top layer, above anything else unless hidden.
  await expect(page.locator("#chat-panel")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(visitorMessages(page)).toHaveText(["You: IT Training"]);
  await expect(chatButton(page)).toHaveAttribute("aria-expanded", "true");
});
