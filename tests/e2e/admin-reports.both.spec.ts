import { randomUUID } from "node:crypto";
import { formToken } from "#tests/form-tokens.ts";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";
import { axe, listViolations } from "./axe";

// /admin/reports at 390 and 1280 px: server-drawn charts with their tables, the period form,
// a figure's link to the inbox records it counts, and marketing seeing figures without anyone's
// name or contact.

const ADMIN = { email: "owner@arivu-test.in", password: "Anna-Nagar-2026" };
const MARKETING = { email: "meera@arivu-test.in", password: "Mylapore-Marketing-2026" };
const VISITOR = { name: "Kavya Raman", email: "kavya.visitor@example.in", phone: "+91 90031 55577" };
/** Free text in the course, as an old form or a bot posts it: stored as "Other", the text kept for sales. */
const COURSE_TEXT = "CCNA 200-301, or call A. Visitor on +91 98400 77777";

let server: ReturnType<typeof ownServer>;
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.beforeAll(async ({ playwright, signedInState }, info) => {
  // Each width runs its own server, so the two projects may run side by side.
  server = ownServer(info.project.name === "mobile" ? 88 : 87, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await server.start();
  const api = await playwright.request.newContext({
    baseURL: server.base,
    extraHTTPHeaders: { Origin: server.base },
    storageState: await signedInState(server.base, ADMIN.email, ADMIN.password),
  });
  const added = await api.post("/admin/users", {
    form: {
      intent: "add",
      email: MARKETING.email,
      name: "Meera",
      role: "marketing",
      password: MARKETING.password,
    },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  const sent = await api.post("/api/enquiries", {
    data: {
      ...VISITOR,
      interestType: "IT Training",
      courseInterest: COURSE_TEXT,
      subject: "Weekend batch",
      message: "Please share the fees and the next weekend batch.",
      idempotencyKey: randomUUID(),
      formIssuedAt: await formToken(server.dataDir()),
      privacyVersion: "enquiry-notice-2026-11",
      company_website: "",
    },
  });
  expect(await sent.json()).toMatchObject({ ok: true });
  await api.dispose();
});
test.afterAll(() => server.stop());

test("the admin reads the charts and tables, changes the period, and opens a figure's records in the inbox", async ({
  browser,
  signedInState,
}) => {
  const context = await browser.newContext({
    storageState: await signedInState(server.base, ADMIN.email, ADMIN.password),
  });
  const page = await context.newPage();
  await page.goto(`${server.base}/admin/reports`);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: /Leads per week by source/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /How far leads went, by course/ })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("month");
  // Nothing wider than the screen but the tables, which scroll in their own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(listViolations(await axe(page).analyze())).toEqual([]);

  // A bad custom range says why under its field and keeps what was typed.
  await page.getByRole("combobox", { name: "Period" }).selectOption("custom");
  await page.getByLabel("From (custom)").fill("2026-03-01");
  await page.getByLabel("To (custom)").fill("2026-02-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByLabel("To (custom)")).toHaveAccessibleDescription(
    "The end must be on or after the start.",
  );
  await expect(page.getByLabel("From (custom)")).toHaveValue("2026-03-01");

  await page.getByRole("combobox", { name: "Period" }).selectOption("7");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/range=7/);
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("7");

  // The funnel's "New" count for the course links to exactly that record: a course outside the
  // catalogue counts as Other, its text only in the inbox.
  const byCourse = page.getByRole("table", { name: "By course", exact: true });
  await expect(byCourse).not.toContainText("98400");
  await byCourse
    .getByRole("row", { name: /^Other/ })
    .getByRole("link", { name: "1" })
    .click();
  await expect(page).toHaveURL(/\/admin\?.*course=Other/);
  await expect(page.getByText("The records a report counts: course Other.")).toBeVisible();
  await expect(page.getByRole("link", { name: VISITOR.name, exact: true })).toBeVisible();
  await expect(page.getByText(COURSE_TEXT).first()).toBeVisible();

  // The answer times link too: here, the one record nobody has answered yet.
  await page.goto(`${server.base}/admin/reports?range=7`);
  await page
    .getByRole("table", { name: "Waiting for a first answer" })
    .getByRole("link", { name: "1" })
    .click();
  await expect(page.getByText("The records a report counts: not answered yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: VISITOR.name, exact: true })).toBeVisible();
  await context.close();
});

test("marketing sees the figures, with no visitor's name or contact and no links to the inbox", async ({
  browser,
  signedInState,
}) => {
  const context = await browser.newContext({
    storageState: await signedInState(server.base, MARKETING.email, MARKETING.password),
  });
  const page = await context.newPage();
  await page.goto(`${server.base}/admin/reports`);
  await expect(page.getByRole("table", { name: "By course", exact: true })).toContainText("Other");
  await expect(page.getByRole("table", { name: "Bookings by month" })).toBeVisible();
  const html = await page.content();
  const csv = await (await context.request.get(`${server.base}/admin/reports.csv?range=30`)).text();
  expect(csv).toContain("\r\nOther,1,");
  expect(csv).toContain("Bookings and seats: Seat fill per batch");
  for (const text of [html, csv])
    for (const personal of [VISITOR.name, VISITOR.email, VISITOR.phone, "90031", "98400", "A. Visitor"])
      expect(text).not.toContain(personal);
  await expect(page.locator("main table a")).toHaveCount(0);
  await context.close();
});
