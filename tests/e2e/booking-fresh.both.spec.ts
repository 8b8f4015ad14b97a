import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";

/**
 * Booking from the first start: a fresh install (no content edited, nothing published) books a
 * seat in a batch of the calendar's generated schedule, which has the default seats (20) and the
 * course's fee. A server of its own per width, so no other test's content or bookings reach it.
 */
let server: ReturnType<typeof ownServer>;
// One server per width: the file's tests run in one worker, one after another.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  server = ownServer(test.info().project.name === "mobile" ? 42 : 41, {});
  await server.start();
});
test.afterAll(() => server?.stop());

test("books a seat in a generated batch of the calendar and waits for payment at the office", async ({
  page,
}) => {
  await page.goto(`${server.base}/it-training/batch-calendar`);
  const calendar = page.getByRole("region", { name: /^Batches starting in / });
  const ccna = () =>
    calendar
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 4, name: "CCNA", exact: true }) });
  await expect(ccna()).toContainText("Weekday");
  await expect(ccna()).toContainText("20 seats left");
  // What the spec shows stays: no mode or fee of the company's own batches on a generated one.
  await expect(ccna()).not.toContainText("Mode");
  const startDate = await ccna().locator("time").getAttribute("datetime");
  await ccna()
    .getByRole("link", { name: /^Book a seat/ })
    .click();

  await expect(page).toHaveURL(`${server.base}/it-training/book/ccna-${startDate}-weekday`);
  await expect(page.getByRole("heading", { level: 1, name: "CCNA" })).toBeVisible();
  await expect(page.getByText("20 seats left")).toBeVisible();
  await expect(page.getByText(/Weekday batch starting .+ · Hybrid/)).toBeVisible();
  const summary = page.getByTestId("price-summary");
  await expect(summary).toContainText("₹18,500.00");

  await page.getByLabel("Full name").fill("Meena Krishnan");
  await page.getByLabel("Email").fill("meena@example.in");
  await page.getByLabel("Phone").fill("+91 98400 54321");
  await page.getByLabel("Billing state").selectOption("Tamil Nadu");
  await expect(summary).toContainText("CGST 9%₹1,665.00");
  await page.getByRole("button", { name: "Book my seat" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Awaiting payment" })).toBeVisible();
  await expect(page).toHaveURL(/\/it-training\/booking\/[0-9a-f-]{36}$/);
  const pay = page.getByRole("region", { name: "Pay by bank transfer or UPI" });
  await expect(pay).toContainText("₹21,830.00");
  await expect(pay).toContainText("arivutech@hdfcbank");

  // The calendar counts the held seat.
  await page.goto(`${server.base}/it-training/batch-calendar`);
  await expect(ccna()).toContainText("19 seats left");
});
