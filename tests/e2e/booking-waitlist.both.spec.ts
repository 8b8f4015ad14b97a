import type { Page } from "@playwright/test";
import { openMigratedDatabase } from "#server/db/index.ts";
import { CCNA_KEY, publishTestBatch } from "#tests/bookings.ts";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

/**
 * The waiting list, as its visitors live it: a batch of one seat is taken, the next visitor
 * joins its waiting list, the first hold ends, and the seat-offer email's link leads to a form
 * filled in with their details that holds the seat. A server of its own per width, sweeping
 * each second, with its emails caught by an SMTP server on loopback.
 */
let smtp: SmtpReceiver;
let server: ReturnType<typeof ownServer>;
test.describe.configure({ mode: "default", timeout: 90_000 });

test.beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const offset = test.info().project.name === "mobile" ? 68 : 67;
  server = ownServer(offset, {
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_FROM: "Arivu Website <website@arivu-test.in>",
    SITE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + offset}`,
    BOOKING_SWEEP_SECONDS: "1",
    DAILY_DIGEST: "false",
  });
  await server.start();
  const db = await openMigratedDatabase({ dataDir: server.dataDir() });
  await publishTestBatch(db, 1);
  await db.destroy();
});
test.afterAll(async () => {
  server?.stop();
  await smtp?.close();
});

const BOOK_PAGE = `/it-training/book/${CCNA_KEY}`;

async function fillWho(page: Page, who: { name: string; email: string; phone: string }) {
  await page.getByLabel("Full name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Phone").fill(who.phone);
}

/** Ends a hold as time would: its end moved into the past. */
async function endHold(bookingId: string) {
  const db = await openMigratedDatabase({ dataDir: server.dataDir() });
  const past = new Date(Date.now() - 1000).toISOString();
  await db.updateTable("bookings").set({ hold_until: past }).where("id", "=", bookingId).execute();
  await db.destroy();
}

test("a seat freed from a full batch is offered to the one waiting by email, and its link holds the seat for them", async ({
  page,
  browser,
}) => {
  // Published content reaches the server within a second.
  await expect
    .poll(async () => (await fetch(`${server.base}${BOOK_PAGE}`)).status, { timeout: 15_000 })
    .toBe(200);

  // The first visitor takes the only seat, to pay at the office.
  await page.goto(`${server.base}${BOOK_PAGE}`);
  await fillWho(page, { name: "Asha Raman", email: "asha@example.in", phone: "+91 98400 12345" });
  await page.getByLabel("Billing state").selectOption("Tamil Nadu");
  await page.getByRole("button", { name: "Book my seat" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Awaiting payment" })).toBeVisible();
  const firstBooking = new URL(page.url()).pathname.split("/").at(-1)!;

  // The next finds the batch full and joins its waiting list, in a browser of their own.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const waiter = await other.newPage();
  await waiter.goto(`${server.base}${BOOK_PAGE}`);
  await expect(waiter.getByRole("heading", { name: "Full — join the waiting list" })).toBeVisible();
  const ravi = { name: "Ravi Kumar", email: "ravi.waits@example.in", phone: "+91 98400 55555" };
  await fillWho(waiter, ravi);
  await waiter.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(
    waiter.getByRole("status").filter({ hasText: "You are on the waiting list for this batch" }),
  ).toBeVisible();
  expect(smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(ravi.email))).toEqual([]);

  // The first hold ends: the next sweep offers the seat to Ravi, by email.
  await endHold(firstBooking);
  const offerMail = () => smtp.messages.find((m) => m.subject?.startsWith("A seat has opened for you"));
  await expect
    .poll(() => offerMail()?.subject, { timeout: 15_000 })
    .toMatch(/^A seat has opened for you: CCNA, batch starting Sat, 9 Jan 2027 \(/);
  const mail = offerMail()!;
  expect(JSON.stringify(mail.to)).toContain(ravi.email);
  const link = /https?:\/\/\S+\/it-training\/booking\/[\w-]+/.exec(mail.text ?? "")?.[0];
  // The link is to this site's page of Ravi's booking.
  expect(link, mail.text).toMatch(new RegExp(`^${server.base}/it-training/booking/[\\w-]+$`));

  // The email's link: the seat is theirs until a time it names, and booking it takes their details, filled in.
  await waiter.goto(link!);
  await expect(waiter.getByRole("heading", { level: 1, name: "A seat is held for you" })).toBeVisible();
  await waiter.getByRole("link", { name: "Book this seat" }).click();
  await expect(waiter.getByRole("heading", { name: "A seat is held for you" })).toBeVisible();
  await expect(waiter.getByLabel("Full name")).toHaveValue(ravi.name);
  await expect(waiter.getByLabel("Email")).toHaveValue(ravi.email);
  await waiter.getByLabel("Billing state").selectOption("Karnataka");
  await waiter.getByRole("button", { name: "Book my seat" }).click();
  await expect(waiter.getByRole("heading", { level: 1, name: "Awaiting payment" })).toBeVisible();
  await expect(waiter.getByText(/Ravi Kumar/).first()).toBeVisible();

  // The seat is Ravi's: the batch is full again, and the first visitor's page says their hold ended.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "This hold has ended" })).toBeVisible();
  await page.goto(`${server.base}${BOOK_PAGE}`);
  await expect(page.getByRole("heading", { name: "Full — join the waiting list" })).toBeVisible();
  await other.close();
});
