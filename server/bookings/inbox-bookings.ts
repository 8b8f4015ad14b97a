/**
 * What the inbox does with a booking: read it, mark an offline one paid (the same confirmation
 * as a payment heard from Razorpay, keyed "manual:<id>" so a second click changes nothing) and
 * refund it in full or in part. The payment side (confirmPayment, refundBooking) is handed in.
 */
import type { Selectable } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { BookingsTable } from "#server/db/schema.ts";

export type BookingRow = Selectable<BookingsTable>;

/** As server/bookings/confirm-payment.ts answers. */
export type ConfirmOutcome = "confirmed" | "duplicate" | "mismatch" | "refund-due";
export type RefundOutcome = { ok: true } | { ok: false; message: string };

/** A refund form as sent: the amount, the amount left it showed and its own key (see server/bookings/refund.ts). */
export type RefundRequest = { amountPaise: number; shownLeftPaise: number; formKey: string };

export type PaymentSide = {
  confirm(p: {
    bookingId: string;
    paymentId: string | null;
    amountPaise: number;
    currency: "INR";
    eventKey: string;
    actor?: string | null;
  }): Promise<ConfirmOutcome>;
  refund(p: RefundRequest & { bookingId: string; actor: string }): Promise<RefundOutcome>;
};

export type InboxBookings = {
  get(id: string): Promise<BookingRow | undefined>;
  /** The bookings among these records, by id (for the CSV). */
  many(ids: string[]): Promise<Map<string, BookingRow>>;
  /** A batch's waiting list in order: who waits, and who has a seat offered now. */
  queue(batchKey: string): Promise<QueuedPerson[]>;
  /** An offline booking's payment, taken at the office: confirmed for its whole total. */
  markPaid(id: string, actor: string): Promise<ConfirmOutcome | "not-offline">;
  refund(id: string, form: RefundRequest, actor: string): Promise<RefundOutcome>;
};

export type QueuedPerson = { id: string; name: string; state: "waiting" | "offered"; holdUntil: string };

/** What is left to refund of what was paid. */
export const refundable = (b: Pick<BookingRow, "paid_paise" | "refunded_paise">) =>
  Math.max(Number(b.paid_paise) - Number(b.refunded_paise), 0);

/** `queued` wakes the outbox, so the receipt or the refund notice leaves at once. */
export function inboxBookings(db: Db, payments: PaymentSide, queued: () => void = () => {}): InboxBookings {
  const get = (id: string) => db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
  return {
    get,
    async many(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom("bookings").selectAll().where("id", "in", ids).execute();
      return new Map(rows.map((b) => [b.id, b]));
    },
    async queue(batchKey) {
      const rows = await db
        .selectFrom("bookings")
        .innerJoin("submissions", "submissions.id", "bookings.id")
        .select(["bookings.id", "submissions.name", "bookings.state", "bookings.hold_until"])
        .where("bookings.batch_key", "=", batchKey)
        .where("bookings.state", "in", ["waiting", "offered"])
        .orderBy("bookings.created_at")
        .orderBy("bookings.id")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        state: r.state as QueuedPerson["state"],
        holdUntil: r.hold_until,
      }));
    },
    async markPaid(id, actor) {
      const booking = await get(id);
      if (!booking || booking.payment_mode !== "offline") return "not-offline";
      const outcome = await payments.confirm({
        bookingId: id,
        paymentId: null,
        amountPaise: booking.total_paise,
        currency: "INR",
        eventKey: `manual:${id}`,
        actor,
      });
      queued();
      return outcome;
    },
    async refund(id, form, actor) {
      const outcome = await payments.refund({ ...form, bookingId: id, actor });
      queued();
      return outcome;
    },
  };
}
