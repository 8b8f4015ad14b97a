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
  /** The refund form's hidden fields, as the panel renders them now. */
  async function refundForm(admin: ReturnType<typeof inbox>, id: string) {
    const panel = (await admin.view(id)).booking!;
    return { intent: "refund", refundable: String(panel.refundable), refundKey: panel.refundKey };
  }
  const refundNotes = async (id: string) =>
    (await db.selectFrom("activity").select("body").where("submission_id", "=", id).execute()).filter((n) =>
      n.body?.startsWith("Recorded as refunded offline."),
    );
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
    expect((await booking(id)).state).toBe("held");
  });

  it("lets only an admin refund, at most what is left, with the reason under the amount", async () => {
    const id = await seedBooking(db);
    await inbox("sales").post(id, { intent: "mark-paid" });

    await expect(inbox("sales").post(id, { intent: "refund", amount: "100" })).rejects.toMatchObject({
      init: { status: 403 },
    });
    const admin = inbox("admin");
    const form = await refundForm(admin, id);
    expect(form.refundable).toBe("2950000");
    for (const [amount, message] of [
      ["29,500.01", "At most ₹29,500.00: what is left of the payment after earlier refunds."],
      ["0", "Enter at least ₹1 (the smallest refund Razorpay makes)."],
      ["0.99", "Enter at least ₹1 (the smallest refund Razorpay makes)."],
      ["ten thousand", "Enter the amount to refund in rupees, like 5,000 or 29,500.00."],
    ]) {
      const refused = answer(await admin.post(id, { ...form, amount }));
      expect(refused.init.status, amount).toBe(400);
      expect(refused.data).toMatchObject({ fieldErrors: { amount: message }, values: { amount } });
    }
    // A form without its key (an older page) is refused as a whole.
    const keyless = answer(await admin.post(id, { intent: "refund", amount: "100", refundable: "2950000" }));
    expect(keyless.data.fieldErrors).toEqual({
      refundKey: "This form is out of date: reload the page and try again.",
    });
    expect((await booking(id)).refunded_paise).toBe(0);

    const done = (await admin.post(id, { ...form, amount: "₹10,000" })) as Response;
    expect(done.headers.get("location")).toBe(`/admin/submissions/${id}?notice=refunded`);
    expect(await booking(id)).toMatchObject({ state: "refunded", refunded_paise: 1_000_000 });
    expect(await deliveries(id)).toContainEqual({ destination: "refund-notice", status: "pending" });
    const panel = (await admin.view(id)).booking!;
    expect(panel.refundable).toBe(1_950_000);
    expect(panel.refundKey).not.toBe(form.refundKey);
    expect(panel.fields).toContainEqual(["Refunded", "₹10,000.00"]);
  });

  it("refunds a form once however often it is sent, and nothing from a form shown before a refund", async () => {
    const id = await seedBooking(db);
    await inbox("sales").post(id, { intent: "mark-paid" });
    const admin = inbox("admin");
    const first = { ...(await refundForm(admin, id)), amount: "5,000" };
    const stale = { ...(await refundForm(admin, id)), amount: "1,000" };

    // The same form sent three times at once (a double click, a retry): one refund.
    const answers = await Promise.all([admin.post(id, first), admin.post(id, first), admin.post(id, first)]);
    const redirects = answers.filter((a) => a instanceof Response);
    expect(redirects).toHaveLength(1);
    for (const refused of answers.filter((a) => !(a instanceof Response)).map(answer)) {
      expect(refused.init.status).toBe(409);
      expect(refused.data.error).toBe("This refund was already made; nothing more was refunded.");
    }
    expect(await booking(id)).toMatchObject({ state: "refunded", refunded_paise: 500_000 });
    expect(await refundNotes(id)).toHaveLength(1);

    // Another tab's form, shown before that refund: nothing, and why.
    const refused = answer(await admin.post(id, stale));
    expect(refused.init.status).toBe(409);
    expect(refused.data).toMatchObject({
      error:
        "This form is out of date: ₹5,000.00 has been refunded since it was shown. Nothing was refunded; check the amount left and try again.",
      values: { amount: "1,000" },
    });
    expect((await booking(id)).refunded_paise).toBe(500_000);
  });

  it("records only one of two offline refund forms showing the same amount left, sent together", async () => {
    const id = await seedBooking(db);
    await inbox("sales").post(id, { intent: "mark-paid" });
    const admin = inbox("admin");
    const one = { ...(await refundForm(admin, id)), amount: "29,500" };
    const other = { ...(await refundForm(admin, id)), amount: "20,000" };
    expect(one.refundKey).not.toBe(other.refundKey);

    const answers = await Promise.all([admin.post(id, one), admin.post(id, other)]);
    expect(answers.filter((a) => a instanceof Response)).toHaveLength(1);
    const [refused] = answers.filter((a) => !(a instanceof Response)).map(answer);
    expect(refused.data.error).toMatch(
      /^This form is out of date: ₹[\d,.]+ has been refunded since it was shown\./,
    );
    expect([2_950_000, 2_000_000]).toContain((await booking(id)).refunded_paise);
    expect(await refundNotes(id)).toHaveLength(1);
  });
});
