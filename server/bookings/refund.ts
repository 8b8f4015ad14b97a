/**
 * A refund from the inbox, in full or in part: through Razorpay's refund API when the booking was
 * paid online, only recorded when the money went back offline. The seat is freed and the visitor
 * told. Each refund form carries its own random key, claimed once (payment_events
 * "refund-form:<key>") together with a check that the amount left is still the one the form
 * showed: the same form sent again (a double click, a retry after a lost answer) is the same
 * refund (Razorpay's X-Refund-Idempotency is the form's key), and a form left open while someone
 * else refunded refunds nothing. The amount left changes only once Razorpay has answered, so while
 * one form's refund is being asked for, another form of the booking is refused: two forms could
 * otherwise both pass the check and both be paid out.
 */
import { nextState } from "#common/booking/booking-lifecycle.ts";
import { moveBooking } from "./move-booking";
import type { Db } from "#server/db/index.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { errorText, log } from "#server/log.ts";
import { RazorpayError, type RazorpayClient } from "#server/payments/razorpay.ts";
import { recordRefund } from "#server/payments/record-refund.ts";

export type RefundBookingDeps = {
  db: Db;
  /** Absent when online payment is off (no Razorpay keys). */
  razorpay?: RazorpayClient;
  /** Wakes the outbox to send the refund notice. */
  queued?: () => void;
};

export type RefundBookingInput = {
  bookingId: string;
  amountPaise: number;
  /** What the form showed as left to refund: any refund since makes the form out of date. */
  shownLeftPaise: number;
  /** The form's own random key, made when the panel was shown. */
  formKey: string;
  actor: string | null;
};

export type RefundBookingResult = { ok: true } | { ok: false; message: string };

/** payment_events kinds of a form's claim: asked (Razorpay may be asked again), then recorded. */
const ASKED = "refund-form";
const DONE = "refund-form-done";

/** How long an asked refund keeps other forms out: Razorpay answers (or the request times out) well within it. */
const IN_FLIGHT_MS = 2 * 60_000;

const alreadyMade = {
  ok: false,
  message: "This refund was already made; nothing more was refunded.",
} as const;

export async function refundBooking(
  deps: RefundBookingDeps,
  { bookingId, amountPaise, shownLeftPaise, formKey, actor }: RefundBookingInput,
): Promise<RefundBookingResult> {
  const claimKey = `refund-form:${formKey}`;
  const at = () => new Date().toISOString();

  /** Records the refund, frees the seat and marks the form done: inside the transaction that checked it. */
  async function record(trx: Db, paymentId: string | null, refundId: string) {
    const now = at();
    await recordRefund(trx, {
      bookingId,
      refundId,
      paymentId,
      amountPaise,
      freeSeat: "always",
      note: paymentId ? "Refunded through Razorpay from the inbox." : "Recorded as refunded offline.",
      actor,
      at: now,
    });
    // Razorpay's refund.processed may have recorded it first (as a refund made elsewhere): the seat is freed all the same.
    await moveBooking(trx, {
      id: bookingId,
      event: "release",
      at: now,
      actor,
      note: "The seat is released.",
    });
    await trx
      .insertInto("payment_events")
      .values({ key: claimKey, booking_id: bookingId, kind: DONE, received_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ kind: DONE }))
      .execute();
  }

  const claimed = await deps.db.transaction().execute(async (trx) => {
    const { booking, claim } = await lockedBooking(trx, bookingId, claimKey);
    if (!booking) return { ok: false, message: "There is no such booking." } as const;
    if (claim === DONE) return alreadyMade;
    const left = booking.paid_paise - booking.refunded_paise;
    if (left !== shownLeftPaise) {
      const since = shownLeftPaise - left;
      const what = since > 0 ? `${formatRupees(since)} has been refunded` : "the amount left has changed";
      return {
        ok: false,
        message: `This form is out of date: ${what} since it was shown. Nothing was refunded; check the amount left and try again.`,
      } as const;
    }
    if (!nextState(booking.state, "refund") || left <= 0)
      return {
        ok: false,
        message: "Only a paid booking can be refunded, and this one has nothing left to refund.",
      } as const;
    if (!Number.isInteger(amountPaise) || amountPaise < 100 || amountPaise > left)
      return { ok: false, message: `Enter an amount from ₹1 to ${formatRupees(left)}.` } as const;
    if (booking.payment_id && !deps.razorpay)
      return {
        ok: false,
        message: "This booking was paid online: refunding it needs the Razorpay keys set on the server.",
      } as const;
    if (booking.payment_id && (await otherRefundInFlight(trx, bookingId, claimKey)))
      return {
        ok: false,
        message:
          "Another refund of this booking is being made right now. Nothing was refunded; wait a minute, then check the amount left.",
      } as const;
    // Offline the refund is only a record: made here, with the check it passed.
    if (!booking.payment_id) await record(trx, null, `offline-${formKey}`);
    // Online an earlier attempt's claim stays ASKED: the same form may ask Razorpay again.
    else
      await trx
        .insertInto("payment_events")
        .values({ key: claimKey, booking_id: bookingId, kind: ASKED, received_at: at() })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
    return { ok: true, paymentId: booking.payment_id } as const;
  });
  if (!claimed.ok) return claimed;
  if (claimed.paymentId) {
    let refundId: string;
    try {
      const refund = await deps.razorpay!.refundPayment(claimed.paymentId, {
        amount: amountPaise,
        idempotencyKey: `refund-${formKey}`,
        notes: { booking_id: bookingId },
      });
      refundId = refund.id;
    } catch (error) {
      log.warn({ booking: bookingId, error: errorText(error) }, "A refund from the inbox failed");
      // Unanswered, the refund may have been made: the same form sent again finishes it, never twice.
      if (!(error instanceof RazorpayError && error.status > 0))
        return {
          ok: false,
          message: "Razorpay could not be reached, so this refund may not be made yet: send this form again.",
        };
      // Refused for certain: the claim no longer keeps other forms out (this one may be sent again).
      await deps.db
        .deleteFrom("payment_events")
        .where("key", "=", claimKey)
        .where("kind", "=", ASKED)
        .execute();
      return {
        ok: false,
        message: `Razorpay did not refund it: ${error.message} Nothing was refunded; try again.`,
      };
    }
    // The money is back with the visitor: recorded once per form, even if another refund came meanwhile.
    const recorded = await deps.db.transaction().execute(async (trx) => {
      if ((await lockedBooking(trx, bookingId, claimKey)).claim === DONE) return false;
      await record(trx, claimed.paymentId, refundId);
      return true;
    });
    if (!recorded) return alreadyMade;
  }
  deps.queued?.();
  return { ok: true };
}

/**
 * The booking with its row locked until the transaction ends (an update takes the lock, on
 * PostgreSQL as on SQLite), so refunds of one booking check and record one after another; and
 * the kind of the form's claim, if it has one.
 */
async function lockedBooking(trx: Db, bookingId: string, claimKey: string) {
  await trx
    .updateTable("bookings")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", bookingId)
    .execute();
  const booking = await trx
    .selectFrom("bookings")
    .select(["state", "payment_id", "paid_paise", "refunded_paise"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  const claim = await trx
    .selectFrom("payment_events")
    .select("kind")
    .where("key", "=", claimKey)
    .executeTakeFirst();
  return { booking, claim: claim?.kind };
}

/** Whether another form of the booking asked Razorpay for a refund lately and is not recorded yet. */
async function otherRefundInFlight(trx: Db, bookingId: string, claimKey: string): Promise<boolean> {
  const since = new Date(Date.now() - IN_FLIGHT_MS).toISOString();
  const other = await trx
    .selectFrom("payment_events")
    .select("key")
    .where("booking_id", "=", bookingId)
    .where("kind", "=", ASKED)
    .where("key", "!=", claimKey)
    .where("received_at", ">", since)
    .executeTakeFirst();
  return other !== undefined;
}
