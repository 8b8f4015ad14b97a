import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { openMigratedDatabase } from "#server/db/index.ts";
import { seedBooking } from "#tests/bookings.ts";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { expect, test, type SignedInState } from "./fixtures";
import { ownServer } from "./own-server";
import { axe, listViolations, wcagTags } from "./axe";

// A booking in the sales inbox, at 390 and 1280 px: its panel, marking an offline booking paid
// (then its invoice and the visitor's receipt), and an admin's refund.
const ADMIN = { email: "owner@arivu-test.in", password: "Mylapore-Admin-2026" };
const tag = randomUUID().slice(0, 6);
const SALES = { email: `meena.${tag}@arivu-test.in`, name: `Meena ${tag}`, password: "Velachery-Sales-2026" };

let smtp: SmtpReceiver;
let server: ReturnType<typeof ownServer>;
let admin: SignedInState;
let sales: SignedInState;

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.beforeAll(async ({ signedInState, playwright }, testInfo) => {
  smtp = await startSmtpReceiver();
  // One server per width: the two projects may run at once.
  const offset = testInfo.project.name === "mobile" ? 45 : 44;
  server = ownServer(offset, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_FROM: "Arivu Website <website@arivu-test.in>",
    SITE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + offset}`,
    DAILY_DIGEST: "false",
  });
  await server.start();
  admin = await signedInState(server.base, ADMIN.email, ADMIN.password);
  const people = await playwright.request.newContext({
    storageState: admin,
    extraHTTPHeaders: { Origin: server.base },
  });
  const added = await people.post(`${server.base}/admin/users`, {
    form: { intent: "add", email: SALES.email, name: SALES.name, role: "sales", password: SALES.password },
    maxRedirects: 0,
  });
  expect(added.status(), await added.text()).toBeLessThan(400);
  await people.dispose();
  sales = await signedInState(server.base, SALES.email, SALES.password);
});
test.afterAll(async () => {
  server?.stop();
  await smtp?.close();
});

/** A booking to be paid offline, stored as the booking page stores it. */
async function booking(name: string) {
  const db = await openMigratedDatabase({ dataDir: server.dataDir() });
  try {
    return await seedBooking(db, { name, email: `${name.split(" ")[0].toLowerCase()}@example.in` });
  } finally {
    await db.destroy();
  }
}

async function open(page: Page, who: SignedInState, id: string) {
  await page.context().addCookies(who.cookies);
  await page.goto(`${server.base}/admin/submissions/${id}`);
}

async function expectNoAxeViolations(page: Page) {
  expect(listViolations(await axe(page).withTags(wcagTags).analyze())).toEqual([]);
}

const panel = (page: Page) => page.getByRole("region", { name: "Booking" });

test("sales see a booking's panel and mark it paid: the invoice is on the record and mailed to the visitor", async ({
  page,
}) => {
  const name = `Lakshmi ${tag}`;
  const id = await booking(name);
  await open(page, sales, id);
  await expect(page.getByRole("heading", { level: 1, name: `Booking from ${name}` })).toBeVisible();
  const booked = panel(page);
  await expect(booked).toContainText("CCNA, weekend batch starting Mon, 7 Dec 2026");
  await expect(booked).toContainText("Awaiting payment");
  await expect(booked).toContainText("₹29,500.00");
  await expect(booked).toContainText("CGST 9%");
  // Refunds are an admin's.
  await expect(booked.getByLabel("Refund (₹)")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await booked.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText("Marked paid: the receipt and the invoice are on their way")).toBeVisible();
  await expect(booked).toContainText("Paid");
  const download = booked.getByRole("link", { name: /^Download invoice AT\/\d{4}-\d{2}\/00001 \(PDF\)$/ });
  await expect(download).toBeVisible();
  await expect(booked.getByRole("button", { name: "Mark paid" })).toHaveCount(0);

  // The link gives the PDF; the visitor's address gives the same without signing in.
  const pdf = await page.request.get(`${server.base}${await download.getAttribute("href")}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-disposition"]).toMatch(
    /^attachment; filename="Invoice-AT-\d{4}-\d{2}-00001\.pdf"$/,
  );
  const visitor = await page.context().request.fetch(`${server.base}/it-training/booking/${id}/invoice.pdf`, {
    headers: { Cookie: "" },
  });
  expect(visitor.headers()["content-type"]).toBe("application/pdf");
  // The receipt, with the invoice attached, reaches the visitor once.
  await expect
    .poll(() => smtp.messages.filter((m) => m.subject?.startsWith("Your seat is booked")).length)
    .toBe(1);
  const receipt = smtp.messages.find((m) => m.subject?.startsWith("Your seat is booked"))!;
  expect(receipt.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
  await expectNoAxeViolations(page);
});

test("an admin refunds part of a paid booking, and is told when the amount is too much", async ({ page }) => {
  const name = `Karthik ${tag}`;
  const id = await booking(name);
  await open(page, admin, id);
  await panel(page).getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText("Marked paid")).toBeVisible();

  const amount = panel(page).getByLabel("Refund (₹)");
  await amount.fill("30000");
  await panel(page).getByRole("button", { name: "Refund" }).click();
  await expect(panel(page).getByText("At most ₹29,500.00")).toBeVisible();
  await expect(amount).toHaveValue("30000");
  await expectNoAxeViolations(page);

  await amount.fill("10,000");
  await panel(page).getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText("Refunded: the seat is released")).toBeVisible();
  await expect(panel(page)).toContainText("₹10,000.00");
  await expect(panel(page)).toContainText("Refunded");
  await expect(panel(page).getByText("Up to ₹19,500.00")).toBeVisible();
  // The visitor is told once.
  await expect.poll(() => smtp.messages.filter((m) => m.subject?.startsWith("Your refund")).length).toBe(1);
  expect(smtp.messages.find((m) => m.subject?.startsWith("Your refund"))!.text).toContain(
    "We have refunded ₹10,000.00 of your payment",
  );
});
