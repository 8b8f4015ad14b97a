import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { REPLY_DELAY_MS, texts } from "#app/features/chat/chat-flow.ts";
import { PENDING_LEADS_KEY } from "#app/features/chat/pending-leads-key.ts";
import { answer, chatDialog, conversation, openChat } from "./chat.helpers";
import { uniqueName } from "./contact-form.helpers";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

// A chat lead is never lost: the browser keeps it until our server acknowledges it, retries
// with the same idempotency key, resends it on the next page load, and sends where the
// visitor came from. The page's clock runs, and jumps over the bot's reply delays and the waits
// between retries (1-2 s, then 2-4 s): the chat's own tests check those delays.

const server = ownServer(91, { RATE_LIMIT_ENQUIRIES_PER_10_MIN: "1000", RATE_LIMIT_AI_PER_MIN: "1000" });
// One server for the file, so its tests run one after another in one worker.
test.describe.configure({ mode: "default" });
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());
test.beforeEach(({ page }) => page.clock.install());

type StoredLead = Record<string, unknown> & { idempotency_key: string; name: string };

/** This server's stored submissions with this name (read-only, while the server runs). */
function storedLeads(name: string): StoredLead[] {
  const db = new Database(path.join(server.dataDir(), "arivu.sqlite"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare("select * from submissions where name = ?").all(name) as StoredLead[];
  } finally {
    db.close();
  }
}

const pendingLeads = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { idempotencyKey: string; name: string }[],
    PENDING_LEADS_KEY,
  );

const isLeadPost = (url: string, method: string) =>
  new URL(url).pathname === "/api/leads" && method === "POST";

/** The bot's reply comes at once: its delay is skipped (if the reply is not due yet, it comes in time). */
const skipReplyDelay = (page: Page) => page.clock.fastForward(REPLY_DELAY_MS);

/** Goes through the chat's lead flow as a visitor: IT Training, name, email, phone. */
async function sendChatLead(page: Page, name: string) {
  const dialog = await openChat(page);
  await dialog.getByRole("button", { name: "IT Training", exact: true }).click();
  await skipReplyDelay(page);
  await expect(conversation(page).getByText(texts.askName("IT Training"))).toBeVisible();
  await answer(page, name);
  await skipReplyDelay(page);
  await expect(conversation(page).getByText(texts.askEmail(name))).toBeVisible();
  await answer(page, "priya@example.in");
  await skipReplyDelay(page);
  await expect(conversation(page).getByText(texts.askPhone)).toBeVisible();
  await answer(page, "98840 12345");
  await skipReplyDelay(page);
}

/** The bot's usual closing message, and nothing about a failure. */
async function expectSentMessage(page: Page, name: string) {
  await expect(conversation(page).getByText(texts.completed(name, "IT Training"))).toBeVisible();
  await expect(chatDialog(page)).not.toContainText(/error|fail|could not|not sent/i);
}

test("a lead whose first two posts fail is stored once, and the visitor sees the usual reply", async ({
  page,
}) => {
  const keys: string[] = [];
  await page.route("**/api/leads", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (keys.length <= 2) await route.abort("connectionfailed");
    else await route.continue();
  });
  const name = uniqueName("Priya");
  await page.goto(`${server.base}/contact`);
  await sendChatLead(page, name);
  await expectSentMessage(page, name);

  // Each look moves the page's clock a second on, over the waits between the posts.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return storedLeads(name).length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(storedLeads(name)[0].idempotency_key).toBe(keys[0]);
  // Acknowledged: nothing is left to resend.
  await expect.poll(() => pendingLeads(page)).toEqual([]);
  // The bot's message did not change while the lead was retried.
  await expectSentMessage(page, name);
});

test("a lead that could not be sent at all is kept in the browser and sent once on the next page load", async ({
  page,
}) => {
  let attempts = 0;
  await page.route("**/api/leads", (route) => {
    attempts += 1;
    return route.abort("internetdisconnected");
  });
  const name = uniqueName("Karthik");
  await page.goto(`${server.base}/introduction`);
  await sendChatLead(page, name);
  await expectSentMessage(page, name);

  // Kept before the first post, and still there after it failed.
  await expect.poll(() => attempts).toBeGreaterThanOrEqual(1);
  const pending = await pendingLeads(page);
  expect(pending).toHaveLength(1);
  expect(pending[0]).toMatchObject({
    name,
    service: "IT Training",
    email: "priya@example.in",
    phone: "98840 12345",
  });
  expect(storedLeads(name)).toHaveLength(0);

  // The visitor leaves (the page's own retries stop with it) and comes back later.
  const context = page.context();
  await page.close();
  const later = await context.newPage();
  const resent = later.waitForResponse(
    (response) => isLeadPost(response.url(), response.request().method()),
    { timeout: 20_000 },
  );
  await later.goto(`${server.base}/introduction`);
  const response = await resent;
  expect(response.status()).toBe(200);
  expect((response.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey).toBe(
    pending[0].idempotencyKey,
  );

  await expect.poll(() => storedLeads(name).length, { timeout: 10_000 }).toBe(1);
  expect(storedLeads(name)[0].idempotency_key).toBe(pending[0].idempotencyKey);
  await expect.poll(() => pendingLeads(later)).toEqual([]);
});

test("the stored lead says how the visitor found us: the campaign, the landing page and the page it was sent from", async ({
  page,
}) => {
  const landing = "/?utm_source=google&utm_medium=cpc&utm_campaign=ccna-nov";
  const posted = page.waitForRequest((request) => isLeadPost(request.url(), request.method()));
  await page.goto(`${server.base}${landing}`);
  const mainNav = page.getByRole("navigation", { name: "Main", exact: true });
  await mainNav.getByRole("link", { name: "About Us", exact: true }).click();
  await expect(page).toHaveURL(`${server.base}/introduction`);
  await mainNav.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(`${server.base}/contact`);

  const name = uniqueName("Meena");
  await sendChatLead(page, name);
  await expectSentMessage(page, name);

  const body = (await posted).postDataJSON() as { attribution?: Record<string, string> };
  expect(body.attribution).toMatchObject({
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "ccna-nov",
    firstLandingPage: landing,
    landingPage: landing,
    page: "/contact",
  });

  await expect.poll(() => storedLeads(name).length, { timeout: 10_000 }).toBe(1);
  expect(storedLeads(name)[0]).toMatchObject({
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "ccna-nov",
    first_landing_page: landing,
    landing_page: landing,
    page: "/contact",
  });
});
