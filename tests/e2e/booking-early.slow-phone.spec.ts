import { startPayingSite, type PayingSite } from "./paying-site";
import { expect, isLive, openEarly, test, waitUntilLive } from "./slow-phone/visits";
import { CCNA_KEY } from "#tests/bookings.ts";

/**
 * A booking sent before its page is live posts as HTML. The browser may not follow a form's
 * redirect to Razorpay (the CSP's form-action 'self'), so it must land on the booking's own
 * page, whose Pay link goes on to Razorpay's page (a fake on loopback), and from there back to
 * the booking, confirmed. A server of its own, with the Razorpay keys set.
 */
let site: PayingSite;
let server: PayingSite["server"];

test.beforeAll(async () => {
  site = await startPayingSite(53, 3);
  ({ server } = site);
});
test.afterAll(() => site?.stop());

test("a booking sent before the page is live holds the seat, and its page's Pay link pays it on Razorpay's page", async ({
  phone,
}) => {
  const bookPage = `${server.base}/it-training/book/${CCNA_KEY}`;
  // Published content reaches the server within a second.
  await expect.poll(async () => (await fetch(bookPage)).status, { timeout: 15_000 }).toBe(200);
  const visit = await phone();
  const { page } = visit;
  const acted = await openEarly(visit, bookPage);
  await page.getByLabel("Full name").fill("Asha Raman");
  await page.getByLabel("Email").fill("asha.early@example.in");
  await page.getByLabel("Phone").fill("+91 98400 12345");
  await page.getByLabel("Billing state").selectOption("Tamil Nadu");
  expect(await isLive(page), "the booking must be sent before the page is live").toBe(false);
  await page.getByRole("button", { name: "Book and pay" }).tap();
  acted();

  // The booking's own page: the seat held, the fee to pay (₹25,000 + 18% GST).
  await expect(page).toHaveURL(new RegExp(`^${server.base}/it-training/booking/[^/]+$`));
  await expect(page.getByRole("heading", { level: 1, name: "Awaiting payment" })).toBeVisible();
  await expect(page.getByText(/Asha Raman, your seat is held until .+\. Pay ₹29,500\.00/)).toBeVisible();
  const bookingUrl = page.url();

  // By the time the visitor has read it, the page is live.
  await waitUntilLive(page);
  await page.getByRole("link", { name: "Pay ₹29,500.00" }).tap();
  await expect(page.getByRole("heading", { name: "Pay ₹29500.00" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).tap();

  await expect(page).toHaveURL(bookingUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Seat confirmed" })).toBeVisible();
  await expect(page.getByText(/We received ₹29,500\.00/)).toBeVisible();
  await expect(page.getByRole("link", { name: "download the invoice (PDF)" })).toBeVisible();
});
