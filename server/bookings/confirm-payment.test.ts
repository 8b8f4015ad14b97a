import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { bookSeat, publishTestBatch, TEST_TOTAL_PAISE } from "#tests/bookings.ts";
import { confirmPayment, type PaymentReceived } from "./confirm-payment";

const NOW = new Date("2026-11-29T10:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

function payment(bookingId: string, paymentId = "pay_Priya001", over: Partial<PaymentReceived> = {}) {
  return {
    bookingId,
    paymentId,
    amountPaise: TEST_TOTAL_PAISE,
    currency: "INR",
    eventKey: `payment:${paymentId}:paid`,
    now: minutes(5),
    ...over,
  } satisfies PaymentReceived;
}

describe.each(testBackends)("confirmPayment on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    await publishTestBatch(db, 1);
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });

  const bookingOf = (id: string) =>
    db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const deliveriesOf = (id: string) =>
    db.selectFrom("deliveries").select(["destination", "status"]).where("submission_id", "=", id).execute();
  const notesOf = async (id: string) =>
    (
      await db
        .selectFrom("activity")
        .select("body")
        .where("submission_id", "=", id)
        .orderBy("created_at")
        .execute()
    ).map((a) => a.body);

  it("makes a held booking paid once, with an invoice number and one receipt, however often it is told", async () => {
    const id = (await bookSeat(db, { now: NOW, seats: 1 }))!;
    expect(await confirmPayment(db, payment(id))).toBe("confirmed");
    // The webhook, its repeat, and the visitor's return all tell of the same payment.
    expect(await confirmPayment(db, payment(id))).toBe("duplicate");
    expect(
      await confirmPayment(db, payment(id, "pay_Priya001", { eventKey: "payment:pay_Priya001:paid" })),
    ).toBe("duplicate");
    const booking = await bookingOf(id);
    expect(booking).toMatchObject({
      state: "paid",
      payment_id: "pay_Priya001",
      paid_paise: TEST_TOTAL_PAISE,
      invoice_number: "AT/2026-27/00001",
      invoice_date: minutes(5).toISOString(),
    });
    expect(await deliveriesOf(id)).toEqual([{ destination: "receipt", status: "pending" }]);
    expect(await notesOf(id)).toEqual([
      "Paid ₹29,500.00 INR (pay_Priya001). Invoice AT/2026-27/00001. Awaiting payment online → Paid.",
    ]);
  });

  it("numbers invoices without gaps across bookings", async () => {
    await publishTestBatch(db, 3);
    const a = (await bookSeat(db, { now: NOW, seats: 3 }))!;
    const b = (await bookSeat(db, { now: NOW, seats: 3 }))!;
    await confirmPayment(db, payment(a, "pay_A000000001"));
    await confirmPayment(db, payment(a, "pay_A000000001"));
    await confirmPayment(db, payment(b, "pay_B000000001"));
    expect((await bookingOf(a)).invoice_number).toBe("AT/2026-27/00001");
    expect((await bookingOf(b)).invoice_number).toBe("AT/2026-27/00002");
  });

  it("confirms nothing for a wrong amount or currency, and says so on the record", async () => {
    const id = (await bookSeat(db, { now: NOW, seats: 1 }))!;
    expect(await confirmPayment(db, payment(id, "pay_Low0000001", { amountPaise: 100 }))).toBe("mismatch");
    expect(await confirmPayment(db, payment(id, "pay_Usd0000001", { currency: "USD" }))).toBe("mismatch");
    expect(await confirmPayment(db, payment("no-such-booking"))).toBe("mismatch");
    const booking = await bookingOf(id);
    expect(booking).toMatchObject({ state: "held", payment_id: null, invoice_number: null });
    expect(await deliveriesOf(id)).toEqual([]);
    expect((await notesOf(id))[0]).toMatch(/A payment of ₹1.00 INR \(pay_Low0000001\) does not match/);
  });

  it("confirms a payment told after the hold ended while the seat is still free", async () => {
    const id = (await bookSeat(db, { now: NOW, seats: 1 }))!;
    await db.updateTable("bookings").set({ state: "expired" }).where("id", "=", id).execute();
    expect(await confirmPayment(db, payment(id, "pay_Late000001", { now: minutes(40) }))).toBe("confirmed");
    expect((await bookingOf(id)).state).toBe("paid");
  });

  it("keeps a late payment for a seat someone else took as refund-due, with no invoice", async () => {
    const late = (await bookSeat(db, { now: NOW, seats: 1 }))!;
    const other = (await bookSeat(db, { now: minutes(20), seats: 1 }))!;
    expect(other).toBeDefined();
    expect(await confirmPayment(db, payment(late, "pay_Late000001", { now: minutes(25) }))).toBe(
      "refund-due",
    );
    expect(await confirmPayment(db, payment(late, "pay_Late000001", { now: minutes(26) }))).toBe("duplicate");
    expect(await bookingOf(late)).toMatchObject({
      state: "expired",
      payment_id: "pay_Late000001",
      paid_paise: TEST_TOTAL_PAISE,
      invoice_number: null,
    });
    expect(await deliveriesOf(late)).toEqual([]);
    const due = await db
      .selectFrom("payment_events")
      .select(["key", "booking_id"])
      .where("kind", "=", "refund-due")
      .execute();
    expect(due).toEqual([{ key: "payment:pay_Late000001:refund-due", booking_id: late }]);
    // The other visitor keeps the seat.
    expect(await confirmPayment(db, payment(other, "pay_Other00001", { now: minutes(25) }))).toBe(
      "confirmed",
    );
  });

  it("treats a second payment on a paid booking as refund-due, leaving the first one's invoice alone", async () => {
    const id = (await bookSeat(db, { now: NOW, seats: 1 }))!;
    await confirmPayment(db, payment(id, "pay_First00001"));
    expect(await confirmPayment(db, payment(id, "pay_Second0001"))).toBe("refund-due");
    expect(await bookingOf(id)).toMatchObject({
      state: "paid",
      payment_id: "pay_First00001",
      invoice_number: "AT/2026-27/00001",
    });
  });

  it("marks an offline booking paid once from the inbox", async () => {
    const id = (await bookSeat(db, { now: NOW, seats: 1 }))!;
    const manual = { paymentId: null, eventKey: `manual:${id}`, actor: "sales@arivu.in" };
    expect(await confirmPayment(db, payment(id, "x", manual))).toBe("confirmed");
    expect(await confirmPayment(db, payment(id, "x", manual))).toBe("duplicate");
    expect(await bookingOf(id)).toMatchObject({
      state: "paid",
      payment_id: null,
      invoice_number: "AT/2026-27/00001",
    });
    const actors = await db.selectFrom("activity").select("actor").where("submission_id", "=", id).execute();
    expect(actors).toEqual([{ actor: "sales@arivu.in" }]);
  });
});
