import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AdminContext } from "#server/admin/admin-context.ts";
import { inboxBookingsOn } from "#server/bookings/inbox-payments.ts";
import type { Db } from "#server/db/index.ts";
import { createLeadStore } from "#server/leads/store.ts";
import { seedBooking } from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { submissionAction, submissionDetail } from "./detail.server";

/** React Router's data() result: its body and status. */
const answer = (result: unknown) => result as { data: Record<string, unknown>; init: { status: number } };

describe.each(testBackends)("a booking's actions in the inbox on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });

  /** The inbox as `role` sees it, on the real store and the real payment side (offline: no Razorpay). */
  function inbox(role: "admin" | "sales") {
    const user = {
      id: "u1",
      email: `${role}@arivu-test.in`,
      name: role,
      role,
      actor: `${role}@arivu-test.in`,
    };
    const admin = {
      store: createLeadStore(db, []),
      bookings: inboxBookingsOn(db, { queued: () => {} }),
      log: () => {},
      currentUser: async () => user,
    } as unknown as AdminContext;
    const url = (id: string) => `http://x/admin/submissions/${id}`;
    return {
      post: (id: string, fields: Record<string, string>) =>
        submissionAction(
          new Request(url(id), { method: "POST", body: new URLSearchParams(fields) }),
          { admin },
          id,
        ),
      view: (id: string) => submissionDetail(new Request(url(id)), { admin }, id),
    };
  }
  const booking = (id: string) =>
    db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const deliveries = (id: string) =>
    db.selectFrom("deliveries").select(["destination", "status"]).where("submission_id", "=", id).execute();

  it("lets sales mark an offline booking paid once: invoiced, the receipt queued, the invoice on the panel", async () => {
    const id = await seedBooking(db);
    const sales = inbox("sales");
    const before = (await sales.view(id)).booking!;
    expect(before.canMarkPaid).toBe(true);
    expect(before.refundable).toBeUndefined();

    const done = (await sales.post(id, { intent: "mark-paid" })) as Response;
    expect(done.headers.get("location")).toBe(`/admin/submissions/${id}?notice=paid`);
    const paid = await booking(id);
    expect(paid).toMatchObject({ state: "paid", paid_paise: 2_950_000, payment_id: null });
    expect(paid.invoice_number).toMatch(/^AT\/\d{4}-\d{2}\/00001$/);
    expect(await deliveries(id)).toEqual([{ destination: "receipt", status: "pending" }]);

    // A second click (another tab) changes nothing.
    await sales.post(id, { intent: "mark-paid" });
    expect((await booking(id)).invoice_number).toBe(paid.invoice_number);
    const after = (await sales.view(id)).booking!;
    expect(after.canMarkPaid).toBe(false);
    expect(after.invoice).toEqual({
      number: paid.invoice_number,
      href: `/admin/submissions/${id}/invoice.pdf`,
    });
    expect(after.fields).toContainEqual(["Payment state", "Paid"]);
  });

  it("does not mark an online booking paid by hand", async () => {
    const id = await seedBooking(db, { payment_mode: "online" });
    const refused = answer(await inbox("sales").post(id, { intent: "mark-paid" }));
    expect(refused.init.status).toBe(409);
    expect(refused.data.error).toBe("Only a booking to be paid offline can be marked paid here.");
    expect((await booking(id)).state).toBe("pending");
  });

  it("lets only an admin refund, at most what is left, with the reason under the amount", async () => {
    const id = await seedBooking(db);
    await inbox("sales").post(id, { intent: "mark-paid" });

    await expect(inbox("sales").post(id, { intent: "refund", amount: "100" })).rejects.toMatchObject({
      init: { status: 403 },
    });
    const admin = inbox("admin");
    expect((await admin.view(id)).booking!.refundable).toBe(2_950_000);
    for (const [amount, message] of [
      ["29,500.01", "At most ₹29,500.00: what is left of the payment after earlier refunds."],
      ["0", "Enter at least ₹1 (the smallest refund Razorpay makes)."],
      ["0.99", "Enter at least ₹1 (the smallest refund Razorpay makes)."],
      ["ten thousand", "Enter the amount to refund in rupees, like 5,000 or 29,500.00."],
    ]) {
      const refused = answer(await admin.post(id, { intent: "refund", amount, refundable: "99999999" }));
      expect(refused.init.status, amount).toBe(400);
      expect(refused.data).toMatchObject({ fieldErrors: { amount: message }, values: { amount } });
    }
    expect((await booking(id)).refunded_paise).toBe(0);

    const done = (await admin.post(id, { intent: "refund", amount: "₹10,000" })) as Response;
    expect(done.headers.get("location")).toBe(`/admin/submissions/${id}?notice=refunded`);
    expect(await booking(id)).toMatchObject({ state: "refunded", refunded_paise: 1_000_000 });
    expect(await deliveries(id)).toContainEqual({ destination: "refund-notice", status: "pending" });
    const panel = (await admin.view(id)).booking!;
    expect(panel.refundable).toBe(1_950_000);
    expect(panel.fields).toContainEqual(["Refunded", "₹10,000.00"]);
  });
});
