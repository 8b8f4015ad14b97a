import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";
import { axe, listViolations, wcagTags } from "./axe";
import { openMigratedDatabase } from "#server/db/index.ts";
import { publishTestBatch } from "#tests/bookings.ts";

/**
 * Booking a seat without payment keys (the embedded default): from the calendar's "Book a seat"
 * to the page that waits for the payment with the company's bank and UPI details. A server of
 * its own per width, with a batch published in its database.
 */
let server: ReturnType<typeof ownServer>;
// One server per width, on one port and data folder: the file's tests run in one worker, one after another.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  const info = test.info();
  server = ownServer(info.project.name === "mobile" ? 48 : 47, {});
  await server.start();
  const db = await openMigratedDatabase({ dataDir: server.dataDir() });
  await publishTestBatch(db, 12);
  await db.destroy();
});
test.afterAll(() => server?.stop());

test("lists the batch on its course with Book a seat and the seats left, read live on the prerendered page", async ({
  page,
}) => {
  const course = page.getByRole("article", { name: "CCNA", exact: true });
  const published = course.getByRole("listitem").filter({ hasText: "Weekend · Classroom" });
  // Published content reaches the server within a second; the page is rendered again for it.
  // Until then the course lists its batch of the generated schedule (Weekday · Hybrid), bookable too.
  await expect
    .poll(
      async () => {
        await page.goto(`${server.base}/it-training/programs`);
        return published.getByRole("link", { name: /^Book a seat/ }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(published).toContainText("12 seats left");
  // The company's batch replaces the schedule's.
  await expect(course.getByRole("link", { name: /^Book a seat/ })).toHaveCount(1);
  const scan = await axe(page).include("#course-ccna").withTags(wcagTags).analyze();
  expect(listViolations(scan)).toEqual([]);
});

test("books a seat from the calendar and waits for payment with the bank and UPI details", async ({
  page,
}) => {
  // Published content reaches the server within a second. Until then the calendar shows the
  // generated schedule ("Batches starting in …"), every batch of one fee bookable.
  const upcoming = page.getByRole("region", { name: "Upcoming batches" });
  await expect
    .poll(
      async () => {
        await page.goto(`${server.base}/it-training/batch-calendar`);
        return upcoming.getByRole("link", { name: /^Book a seat/ }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(page.getByRole("link", { name: /^Book a seat/ })).toHaveCount(1);
  const card = upcoming.getByRole("listitem").filter({ hasText: "CCNA" });
  await expect(card).toContainText("12 seats left");
  await card.getByRole("link", { name: /^Book a seat/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "CCNA" })).toBeVisible();
  await expect(page.getByText("12 seats left")).toBeVisible();
  const summary = page.getByTestId("price-summary");
  await expect(summary).toContainText("₹25,000.00");
  await expect(summary).toContainText("GST 18%₹4,500.00");

  // The GST follows the billing state, before anything is sent.
  const state = page.getByLabel("Billing state");
  await state.selectOption("Tamil Nadu");
  await expect(summary).toContainText("CGST 9%₹2,250.00");
  await expect(summary).toContainText("SGST 9%₹2,250.00");
  await state.selectOption("Kerala");
  await expect(summary).toContainText("IGST 18%₹4,500.00");
  await expect(summary).not.toContainText("CGST");
  await page.getByLabel(/A seat deposit of ₹5,000.00/).check();
  await expect(summary).toContainText("Total₹5,900.00");
  await expect(page.getByText("Balance of ₹20,000.00 + GST due before the batch starts")).toBeVisible();

  // Bad input: messages under the fields, and everything typed is still there.
  await page.getByLabel("Full name").fill("Asha Raman");
  await page.getByLabel("Email").fill("asha@example");
  await page.getByLabel("Phone").fill("+91 98400 12345");
  await page.getByLabel("GSTIN (optional)").fill("33AAKCA1234F1Z7");
  await page.getByRole("button", { name: "Book my seat" }).click();
  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Email address is invalid.");
  await expect(page.getByLabel("GSTIN (optional)")).toHaveAccessibleDescription(
    /This GSTIN is registered in another state/,
  );
  await expect(page.getByLabel("Full name")).toHaveValue("Asha Raman");
  await expect(state).toHaveValue("Kerala");
  const scan = await axe(page).withTags(wcagTags).analyze();
  expect(listViolations(scan)).toEqual([]);

  await email.fill("asha@example.in");
  await page.getByLabel("GSTIN (optional)").fill("32AAKCA1234F1Z9");
  await page.getByRole("button", { name: "Book my seat" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Awaiting payment" })).toBeVisible();
  await expect(page).toHaveURL(/\/it-training\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/your seat is held until \d{2} \w{3} \d{4}, \d{2}:\d{2} IST/)).toBeVisible();
  const pay = page.getByRole("region", { name: "Pay by bank transfer or UPI" });
  await expect(pay).toContainText("HDFC0001234");
  await expect(pay).toContainText("arivutech@hdfcbank");
  await expect(pay).toContainText("₹5,900.00");
  await expect(pay).toContainText("Our sales team will confirm your payment");

  // The calendar counts the held seat.
  await page.goto(`${server.base}/it-training/batch-calendar`);
  await expect(
    page.getByRole("region", { name: "Upcoming batches" }).getByRole("listitem").filter({ hasText: "CCNA" }),
  ).toContainText("11 seats left");
});
