import fs from "node:fs";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import type { Page } from "@playwright/test";
import { expect, test, type SignedInState } from "./fixtures";
import { fillValid, form, send, uniqueName } from "./contact-form.helpers";
import { ownServer } from "./own-server";
import { formToken } from "#tests/form-tokens.ts";

const PASSWORD = "Velachery-Sales-2026";
const success = (interest: string) =>
  `Message sent successfully! We'll get back to you soon regarding your ${interest} enquiry.`;

// Its own server, emailing sales through a real SMTP server on loopback.
let smtp: SmtpReceiver;
let server: ReturnType<typeof ownServer>;
let adminSession: SignedInState;

test.describe.configure({ mode: "serial" });
test.beforeAll(async ({ signedInState }) => {
  smtp = await startSmtpReceiver({ user: "website@arivu-test.in", pass: "smtp-pass" });
  server = ownServer(95, {
    ADMIN_PASSWORD: PASSWORD,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "sales@arivu-test.in",
    RATE_LIMIT_ENQUIRIES_PER_10_MIN: "100",
  });
  await server.start();
  adminSession = await signedInState(server.base, "info@arivutech.in", PASSWORD);
});
test.afterAll(async () => {
  server.stop();
  await smtp.close();
});

const emailsAbout = (name: string) => smtp.messages.filter((m) => m.subject?.includes(name));

/** Opens the inbox signed in (the single ADMIN_PASSWORD is the first account, with the company's email). */
async function signIn(page: Page) {
  await page.context().addCookies(adminSession.cookies);
  await page.goto(`${server.base}/admin`);
  await expect(page.getByText("Signed in as info@arivutech.in")).toBeVisible();
}

test("a fast fill is answered with success, kept in Spam, and emailed once 'Not spam' releases it", async ({
  page,
  browser,
}) => {
  const name = uniqueName("Autofill");
  await page.goto(`${server.base}/contact`);
  await expect(form(page).locator('input[name="idempotencyKey"]')).toHaveValue(/.{8,}/);
  // Autofill and a pasted message: sent well within the 3 s minimum. The form's token says when
  // its page was served; as if that was just now, however slow the machine is.
  await fillValid(page, name);
  const servedNow = await formToken(server.dataDir(), 0);
  await form(page)
    .locator('input[name="formIssuedAt"]')
    .evaluate((input: HTMLInputElement, token) => (input.value = token), servedNow);
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByRole("status")).toHaveText(success("AI Solutions"));

  const admin = await browser.newPage();
  await signIn(admin);
  await expect(admin.getByRole("main")).not.toContainText(name);
  const spamTab = admin.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: /^Spam/ });
  await expect(spamTab).toContainText("1");
  await spamTab.click();
  await admin.getByRole("link", { name, exact: true }).click();
  await expect(
    admin.getByText("The form was sent within 3 seconds of opening it, faster than a person types."),
  ).toBeVisible();
  // Held: nothing was emailed.
  expect(emailsAbout(name)).toEqual([]);

  await admin.getByRole("button", { name: "Not spam" }).click();
  await expect(admin.getByLabel("Status")).toHaveValue("new");
  await expect.poll(() => emailsAbout(name).length, { timeout: 10_000 }).toBe(1);
  const [email] = emailsAbout(name);
  expect(email.subject).toBe(`New enquiry: AI Solutions from ${name}`);
  expect(email.replyTo?.value[0]?.address).toBe("lakshmi.test@example.in");
  expect(email.text).toContain("Please share the fees and next batch dates.");
  // The email links back to this record in the inbox.
  const id = new URL(admin.url()).pathname.split("/").pop();
  expect(email.text).toContain(`/admin/submissions/${id}`);
  await admin.reload();
  await expect(admin.getByText("Email to sales")).toBeVisible();
  await admin.close();
});

test("a visit from a Google Ads link that enquires two pages later shows its source and campaign in the inbox, the CSV and the email", async ({
  page,
  browser,
}) => {
  const name = uniqueName("Campaign");
  await page.clock.install();
  await page.goto(`${server.base}/?utm_source=google&utm_medium=cpc&utm_campaign=ccna-nov`);
  await page.getByRole("banner").getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(`${server.base}/introduction`);
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(`${server.base}/contact`);
  // The address changes before the new page is shown, and /introduction has an enquiry form too:
  // typing before /contact is on screen would type into the page that is leaving.
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await fillValid(page, name, "IT Training");
  await send(page, server.dataDir());
  await expect(form(page).getByRole("status")).toHaveText(success("IT Training"));

  const admin = await browser.newPage();
  await signIn(admin);
  // The per-source count (with the filters, opened when asked) links to that source's records.
  await admin.getByText(/^Filters/).click();
  await admin.getByRole("link", { name: /^google\b/ }).click();
  await expect(admin).toHaveURL(/source=google/);
  await admin.getByRole("link", { name, exact: true }).click();
  const details = admin.getByRole("main");
  await expect(details).toContainText("ccna-nov");
  await expect(details).toContainText("cpc");
  await expect(details).toContainText("/?utm_source=google&utm_medium=cpc&utm_campaign=ccna-nov");

  await admin.goto(`${server.base}/admin?campaign=ccna-nov`);
  await expect(admin.getByRole("link", { name, exact: true })).toBeVisible();
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: /CSV/ }).click();
  const csv = fs.readFileSync(await (await download).path(), "utf8");
  const header = csv.split("\r\n")[0];
  expect(header).toContain("UTM source");
  expect(header).toContain("UTM campaign");
  const row = csv.split("\r\n").find((line) => line.includes(name)) ?? "";
  expect(row).toContain("google");
  expect(row).toContain("ccna-nov");
  expect(row).toContain("/contact");
  await admin.close();

  await expect.poll(() => emailsAbout(name).length, { timeout: 10_000 }).toBe(1);
  expect(emailsAbout(name)[0].text).toContain("ccna-nov");
});
