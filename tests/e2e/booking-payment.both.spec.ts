import { expect, test } from "./fixtures";
import { CCNA_KEY } from "#tests/bookings.ts";
import { startPayingSite, type PayingSite } from "./paying-site";

/**
 * Booking with online payment: from the booking form to Razorpay's hosted page (a fake on
 * loopback speaking its wire format), paid there, and back to the confirmed booking; a forged
 * return confirms nothing. A server of its own per width, with the Razorpay keys set.
 */
let site: PayingSite;
let server: PayingSite["server"];
let razorpay: PayingSite["razorpay"];

// Playwright reads the fixtures a hook asks for from its first argument: this one asks for none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, info) => {
  site = await startPayingSite(info.project.name === "mobile" ? 50 : 49, 12);
  ({ server, razorpay } = site);
});
test.afterAll(() => site?.stop());

test("books a seat, pays on Razorpay's page and sees the booking confirmed; a forged return confirms nothing", async ({
  page,
}) => {
  // Published content reaches the server within a second.
  const bookPage = `${server.base}/it-training/book/${CCNA_KEY}`;
  await expect.poll(async () => (await fetch(bookPage)).status, { timeout: 15_000 }).toBe(200);
  await page.goto(bookPage);
  await page.getByLabel("Full name").fill("Asha Raman");
  await page.getByLabel("Email").fill("asha@example.in");
  await page.getByLabel("Phone").fill("+91 98400 12345");
  await page.getByLabel("Billing state").selectOption("Tamil Nadu");
  await page.getByRole("button", { name: "Book and pay" }).click();

  // Razorpay's hosted page, for our total: ₹25,000 + 18% GST.
  await expect(page.getByRole("heading", { name: "Pay ₹29500.00" })).toBeVisible();
  const link = [...razorpay.links.values()].at(-1)!;
  expect(page.url()).toBe(link.short_url);

  // A return that Razorpay did not sign is refused before the real one arrives.
  const bookingId = link.reference_id;
  // Pages that are not the site's (Razorpay's, and this refusal) are opened as a visitor's browser does, without waiting for the site's scripts.
  const open = (url: string) => page.evaluate((to) => window.location.assign(to), url);
  await open(
    `${server.base}/it-training/booking/${bookingId}/paid?razorpay_payment_id=pay_Forged00001&razorpay_payment_link_id=${link.id}` +
      `&razorpay_payment_link_reference_id=${bookingId}&razorpay_payment_link_status=paid&razorpay_signature=${"a".repeat(64)}`,
  );
  await expect(
    page.getByRole("heading", { level: 1, name: "We could not confirm this payment" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Your booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Awaiting payment" })).toBeVisible();

  await open(link.short_url);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(`${server.base}/it-training/booking/${bookingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Seat confirmed" })).toBeVisible();
  await expect(page.getByText(/We received ₹29,500\.00/)).toBeVisible();
  expect(razorpay.webhookAnswers.map((a) => a.status)).toEqual([200, 200]);
});
