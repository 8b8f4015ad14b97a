import { randomUUID } from "node:crypto";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { loadEnv } from "#server/env.ts";
import { startPayments, type PaymentsService } from "#server/payments/index.ts";
import { reconcilePayments } from "#server/payments/reconcile.ts";
import { refundBooking } from "#server/bookings/refund.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { bookSeat, publishTestBatch, TEST_TOTAL_PAISE } from "#tests/bookings.ts";
import { listen, type FakeServer } from "#tests/fakes/http.ts";
import { startFakeRazorpay, type FakeRazorpay } from "#tests/fakes/razorpay-server.ts";
import { bookingPaymentRoutes } from "./booking-payments";

const ALREADY_MADE = { ok: false, message: "This refund was already made; nothing more was refunded." };

const KEYS = { keyId: "rzp_test_Arivu00001", keySecret: "key-secret-1", webhookSecret: "webhook-secret-1" };

describe.each(testBackends)("booking payments on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  let razorpay: FakeRazorpay;
  let site: FakeServer;
  let payments: PaymentsService;

  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    await publishTestBatch(db, 1);
    razorpay = await startFakeRazorpay(KEYS);
    const app = express();
    // SITE_URL is filled in once the port is known; the payment link's callback comes back here.
    const env = loadEnv({
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    });
    site = await listen(app);
    env.SITE_URL = site.url.replace(/\/$/, "");
    payments = startPayments(env, { db, reconcileEveryMs: 3_600_000 })!;
    app.use(bookingPaymentRoutes(payments));
    razorpay.webhookUrl = `${site.url}api/payments/razorpay/webhook`;
  });
  afterEach(async () => {
    await payments.stop();
    await site.close();
    await razorpay.close();
    await db.destroy();
    await database.cleanup();
  });

  const get = (path: string) => fetch(new URL(path, site.url), { redirect: "manual" });
  const bookingOf = (id: string) =>
    db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const deliveriesOf = async (id: string) =>
    (await db.selectFrom("deliveries").select("destination").where("submission_id", "=", id).execute()).map(
      (d) => d.destination,
    );
  const linkOf = async (id: string) => razorpay.links.get((await bookingOf(id)).payment_link_id!)!;
  /** Books, then follows /pay to the fake's hosted page. */
  async function bookAndOpenLink(seats = 1, now = new Date()) {
    const id = (await bookSeat(db, { seats, now }))!;
    const pay = await get(`/it-training/booking/${id}/pay`);
    expect(pay.status).toBe(303);
    return { id, hosted: pay.headers.get("location")! };
  }

  it("sends the visitor to one Payment Link for the booking's total, held as long as the link lasts", async () => {
    const started = Date.now();
    // The visitor took two minutes over the form's summary: 13 minutes of the hold are left.
    const { id, hosted } = await bookAndOpenLink(1, new Date(started - 2 * 60_000));
    const link = await linkOf(id);
    expect(hosted).toBe(link.short_url);
    expect(link).toMatchObject({
      amount: TEST_TOTAL_PAISE,
      currency: "INR",
      reference_id: id,
      callback_url: `${site.url}it-training/booking/${id}/paid`,
      callback_method: "get",
    });
    // A 15-minute hold is less than Razorpay takes: the hold runs to the link's end.
    expect(link.expire_by * 1000).toBeGreaterThanOrEqual(started + 15 * 60_000);
    expect(Date.parse((await bookingOf(id)).hold_until)).toBe(link.expire_by * 1000);
    const again = await get(`/it-training/booking/${id}/pay`);
    expect(again.headers.get("location")).toBe(hosted);
    expect(razorpay.links.size).toBe(1);
    expect((await get(`/it-training/booking/no-such-booking/pay`)).status).toBe(404);
  });

  it("confirms a booking paid on the hosted page once, whatever the webhooks and the return say", async () => {
    const { id, hosted } = await bookAndOpenLink();
    const page = await fetch(hosted);
    expect(await page.text()).toContain("Pay ₹29500.00");
    // The Pay button: the webhooks arrive, then the visitor's browser follows the signed return.
    const paid = await fetch(hosted, { method: "POST", redirect: "manual" });
    const back = await get(paid.headers.get("location")!);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/it-training/booking/${id}`);
    expect(razorpay.webhookAnswers).toEqual([
      { event: "payment.captured", status: 200 },
      { event: "payment_link.paid", status: 200 },
    ]);
    // Repeats of every event change nothing.
    for (const event of razorpay.events) expect(await razorpay.send(event)).toBe(200);
    expect(await bookingOf(id)).toMatchObject({
      state: "paid",
      paid_paise: TEST_TOTAL_PAISE,
      invoice_number: "AT/2026-27/00001",
    });
    expect(await deliveriesOf(id)).toEqual(["receipt"]);
    const counter = await db.selectFrom("invoice_counters").select("last_number").executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(1);
  });

  it("confirms nothing from a forged return: a bad signature, or a signed one for a wrong amount", async () => {
    razorpay.holdWebhooks = true;
    const { id } = await bookAndOpenLink();
    const link = await linkOf(id);
    const callback = new URL(await razorpay.pay(link.id));
    callback.searchParams.set("razorpay_signature", "0".repeat(64));
    const forged = await get(callback.pathname + callback.search);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("We could not confirm this payment");
    expect((await get(`/it-training/booking/${id}/paid?razorpay_payment_id=x`)).status).toBe(400);

    await publishTestBatch(db, 2);
    const cheap = await bookAndOpenLink(2);
    const signed = new URL(await razorpay.pay((await linkOf(cheap.id)).id, { amount: 100 }));
    const wrongAmount = await get(signed.pathname + signed.search);
    expect(wrongAmount.status).toBe(400);
    for (const booking of [id, cheap.id]) {
      expect(await bookingOf(booking)).toMatchObject({ state: "held", invoice_number: null });
      expect(await deliveriesOf(booking)).toEqual([]);
    }
  });

  it("applies webhooks once in any order, refuses bad signatures and never answers 500 to bad input", async () => {
    razorpay.holdWebhooks = true;
    const { id } = await bookAndOpenLink();
    await razorpay.pay((await linkOf(id)).id);
    const [captured, linkPaid] = razorpay.events;
    expect(await razorpay.send(captured, { signature: "f".repeat(64) })).toBe(400);
    expect(await razorpay.send(linkPaid)).toBe(200);
    expect(await razorpay.send(captured)).toBe(200);
    expect(await razorpay.send(linkPaid)).toBe(200);
    expect((await bookingOf(id)).state).toBe("paid");
    expect(await deliveriesOf(id)).toEqual(["receipt"]);

    const hook = `${site.url}api/payments/razorpay/webhook`;
    const garbage = await fetch(hook, {
      method: "POST",
      body: "{not json",
      headers: { "X-Razorpay-Signature": "x" },
    });
    expect(garbage.status).toBe(400);
    expect((await fetch(hook)).status).toBe(405);
  });

  it("takes a refund told before its payment only once the payment is applied", async () => {
    razorpay.holdWebhooks = true;
    const { id } = await bookAndOpenLink();
    const link = await linkOf(id);
    await razorpay.pay(link.id);
    const paymentId = link.payments[0].payment_id;
    await fetch(`${razorpay.url}v1/payments/${paymentId}/refund`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString("base64")}`,
        "X-Refund-Idempotency": "dashboard-refund-1",
      },
      body: JSON.stringify({ amount: 500_000 }),
    });
    const [captured, linkPaid, refunded] = razorpay.events;
    expect(refunded.event).toBe("refund.processed");
    expect(await razorpay.send(refunded)).toBe(409);
    expect(await razorpay.send(captured)).toBe(200);
    expect(await razorpay.send(refunded)).toBe(200);
    expect(await razorpay.send(linkPaid)).toBe(200);
    expect(await razorpay.send(refunded)).toBe(200);
    expect(await bookingOf(id)).toMatchObject({ state: "part_refunded", refunded_paise: 500_000 });
    expect((await deliveriesOf(id)).sort()).toEqual(["receipt", "refund-notice"]);
  });

  it("refunds a payment that came after the hold ended and the seat was taken, once", async () => {
    razorpay.holdWebhooks = true;
    const { id } = await bookAndOpenLink();
    // The hold ends unpaid; the job expires it and another visitor takes the seat.
    await db
      .updateTable("bookings")
      .set({ hold_until: new Date(Date.now() - 10 * 60_000).toISOString() })
      .execute();
    await reconcilePayments({ db, razorpay: payments.razorpay });
    expect((await bookingOf(id)).state).toBe("expired");
    expect(await bookSeat(db, { seats: 1 })).toBeDefined();
    // Then the late payment arrives, twice; Razorpay's answer to the first refund is lost.
    razorpay.loseRefundAnswers = 1;
    await razorpay.pay((await linkOf(id)).id);
    const linkPaid = razorpay.events.find((e) => e.event === "payment_link.paid")!;
    expect(await razorpay.send(linkPaid)).toBe(200);
    expect(await razorpay.send(linkPaid)).toBe(200);
    expect((await bookingOf(id)).refunded_paise).toBe(0);
    expect(await reconcilePayments({ db, razorpay: payments.razorpay })).toMatchObject({ refunded: 1 });
    expect(await reconcilePayments({ db, razorpay: payments.razorpay })).toMatchObject({ refunded: 0 });
    expect(razorpay.refunds).toHaveLength(1);
    expect(razorpay.refunds[0]).toMatchObject({ amount: TEST_TOTAL_PAISE });
    expect(razorpay.refunds[0].key).toMatch(/^late-pay_/);
    expect(await bookingOf(id)).toMatchObject({
      state: "expired",
      invoice_number: null,
      refunded_paise: TEST_TOTAL_PAISE,
    });
    expect(await deliveriesOf(id)).toEqual(["refund-notice"]);
  });

  it("reconciles a booking whose webhooks and return were lost, and expires one never paid", async () => {
    await publishTestBatch(db, 2);
    razorpay.holdWebhooks = true;
    const paid = await bookAndOpenLink(2);
    const unpaid = await bookAndOpenLink(2);
    await razorpay.pay((await linkOf(paid.id)).id);
    razorpay.expire((await linkOf(unpaid.id)).id);
    const ended = new Date(Date.now() - 5 * 60_000).toISOString();
    await db.updateTable("bookings").set({ hold_until: ended }).execute();
    expect(await reconcilePayments({ db, razorpay: payments.razorpay })).toEqual({
      paid: 1,
      expired: 1,
      refunded: 0,
    });
    expect(await reconcilePayments({ db, razorpay: payments.razorpay })).toEqual({
      paid: 0,
      expired: 0,
      refunded: 0,
    });
    expect(await bookingOf(paid.id)).toMatchObject({ state: "paid", invoice_number: "AT/2026-27/00001" });
    expect((await bookingOf(unpaid.id)).state).toBe("expired");
  });

  it("refunds part of a paid booking from the inbox through Razorpay, freeing the seat", async () => {
    const { id, hosted } = await bookAndOpenLink();
    await fetch(hosted, { method: "POST", redirect: "manual" });
    const deps = { db, razorpay: payments.razorpay };
    const form = (amountPaise: number, shownLeftPaise = TEST_TOTAL_PAISE) => ({
      bookingId: id,
      amountPaise,
      shownLeftPaise,
      formKey: randomUUID(),
      actor: "admin@arivu.in",
    });
    expect(await refundBooking(deps, form(5_000_000))).toEqual({
      ok: false,
      message: "Enter an amount from ₹1 to ₹29,500.00.",
    });
    const first = form(1_000_000);
    expect(await refundBooking(deps, first)).toEqual({ ok: true });
    expect(razorpay.refunds).toHaveLength(1);
    expect(await bookingOf(id)).toMatchObject({ state: "refunded", refunded_paise: 1_000_000 });
    expect((await deliveriesOf(id)).sort()).toEqual(["receipt", "refund-notice"]);
    // The rest later, from the page shown after it: the seat stays free, the notice goes again.
    const rest = form(1_950_000, 1_950_000);
    expect(await refundBooking(deps, rest)).toEqual({ ok: true });
    expect((await bookingOf(id)).refunded_paise).toBe(TEST_TOTAL_PAISE);
    expect(razorpay.refunds.map((r) => [r.amount, r.key])).toEqual([
      [1_000_000, `refund-${first.formKey}`],
      [1_950_000, `refund-${rest.formKey}`],
    ]);
  });

  it("refunds a form sent three times at once through Razorpay once, under the form's own key", async () => {
    const { id, hosted } = await bookAndOpenLink();
    await fetch(hosted, { method: "POST", redirect: "manual" });
    razorpay.holdWebhooks = true;
    const deps = { db, razorpay: payments.razorpay };
    const form = {
      bookingId: id,
      amountPaise: 1_000_000,
      shownLeftPaise: TEST_TOTAL_PAISE,
      formKey: randomUUID(),
      actor: "admin@arivu.in",
    };
    const answers = await Promise.all([form, form, form].map((f) => refundBooking(deps, f)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([ALREADY_MADE, ALREADY_MADE]);
    expect(razorpay.refunds).toMatchObject([{ amount: 1_000_000, key: `refund-${form.formKey}` }]);
    expect(await bookingOf(id)).toMatchObject({ state: "refunded", refunded_paise: 1_000_000 });

    // Razorpay's refund.processed, late, and the form once more: nothing changes.
    for (const event of razorpay.events.filter((e) => e.event === "refund.processed"))
      expect(await razorpay.send(event)).toBe(200);
    expect(await refundBooking(deps, form)).toEqual(ALREADY_MADE);
    expect(razorpay.refunds).toHaveLength(1);
    expect((await bookingOf(id)).refunded_paise).toBe(1_000_000);
  });

  it("refunds one of two forms sent at once from two tabs, and the other refunds nothing", async () => {
    const { id, hosted } = await bookAndOpenLink();
    await fetch(hosted, { method: "POST", redirect: "manual" });
    razorpay.holdWebhooks = true;
    const deps = { db, razorpay: payments.razorpay };
    // Both tabs show the whole amount left; each asks for ₹20,000 of the ₹29,500.
    const tab = () => ({
      bookingId: id,
      amountPaise: 2_000_000,
      shownLeftPaise: TEST_TOTAL_PAISE,
      formKey: randomUUID(),
      actor: "admin@arivu.in",
    });
    const answers = await Promise.all([tab(), tab()].map((f) => refundBooking(deps, f)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^(Another refund of this booking is being made right now|This form is out of date)/,
      ),
    });
    expect(razorpay.refunds).toMatchObject([{ amount: 2_000_000 }]);
    expect((await bookingOf(id)).refunded_paise).toBe(2_000_000);
  });

  it("sends a form again after Razorpay's answer was lost as the same refund, and refunds nothing from a stale form", async () => {
    const { id, hosted } = await bookAndOpenLink();
    await fetch(hosted, { method: "POST", redirect: "manual" });
    razorpay.holdWebhooks = true;
    const deps = { db, razorpay: payments.razorpay };
    const form = (amountPaise: number) => ({
      bookingId: id,
      amountPaise,
      shownLeftPaise: TEST_TOTAL_PAISE,
      formKey: randomUUID(),
      actor: "admin@arivu.in",
    });
    const [first, stale] = [form(1_000_000), form(500_000)];
    razorpay.loseRefundAnswers = 1;
    expect(await refundBooking(deps, first)).toEqual({
      ok: false,
      message: "Razorpay could not be reached, so this refund may not be made yet: send this form again.",
    });
    expect((await bookingOf(id)).refunded_paise).toBe(0);
    expect(await refundBooking(deps, first)).toEqual({ ok: true });
    expect(razorpay.refunds).toHaveLength(1);
    expect((await bookingOf(id)).refunded_paise).toBe(1_000_000);

    // Another tab's form, shown before that refund: Razorpay is not asked.
    expect(await refundBooking(deps, stale)).toEqual({
      ok: false,
      message:
        "This form is out of date: ₹10,000.00 has been refunded since it was shown. Nothing was refunded; check the amount left and try again.",
    });
    expect(razorpay.refunds).toHaveLength(1);
    expect((await bookingOf(id)).refunded_paise).toBe(1_000_000);
  });
});
