/**
 * Razorpay's webhooks: payment_link.paid, payment.captured, payment.failed, refund.processed.
 * Razorpay retries any answer but 2xx for 24 hours and keeps no order, so each event is applied
 * once (its x-razorpay-event-id, and the payment id under it), repeats and reordering change
 * nothing, and 2xx is answered only once what it says is stored.
 */
import { z } from "zod";
import type { Db } from "#server/db/index.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { noteOnBooking } from "#server/bookings/booking-activity.ts";
import { log } from "#server/log.ts";
import { webhookSigned } from "./signatures";
import { applyPayment } from "./apply-payment";
import type { RefundDeps } from "./late-refunds";
import { recordRefund } from "./record-refund";

const payment = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  error_description: z.string().nullish(),
});
const entity = <T extends z.ZodType>(schema: T) => z.object({ entity: schema });

const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment_link: entity(
      z.object({ id: z.string(), reference_id: z.string().nullish(), currency: z.string() }),
    ).optional(),
    payment: entity(payment).optional(),
    refund: entity(
      z.object({ id: z.string(), amount: z.number().int(), payment_id: z.string(), status: z.string() }),
    ).optional(),
  }),
});
type RazorpayEvent = z.infer<typeof eventSchema>;

/** 200: applied now or before, or not ours. 400: not signed by Razorpay, or unreadable. 409: not yet (sent again later). */
export type WebhookAnswer = { status: 200 | 400 | 409; message: string };

export async function receiveWebhook(
  deps: RefundDeps & { webhookSecret: string },
  rawBody: Buffer,
  headers: { signature?: string; eventId?: string },
): Promise<WebhookAnswer> {
  if (!webhookSigned(rawBody, headers.signature, deps.webhookSecret))
    return { status: 400, message: "The signature does not match." };
  let event: RazorpayEvent;
  try {
    event = eventSchema.parse(JSON.parse(rawBody.toString("utf8")));
  } catch {
    return { status: 400, message: "The event is not one we can read." };
  }
  const eventKey = headers.eventId ? `event:${headers.eventId.slice(0, 100)}` : undefined;
  if (eventKey && (await applied(deps.db, eventKey))) return { status: 200, message: "Applied before." };
  const answer = await apply(deps, event);
  if (answer.status === 200 && eventKey)
    await deps.db
      .insertInto("payment_events")
      .values({
        key: eventKey,
        booking_id: null,
        kind: event.event.slice(0, 60),
        received_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
  return answer;
}

async function applied(db: Db, key: string): Promise<boolean> {
  return !!(await db.selectFrom("payment_events").select("key").where("key", "=", key).executeTakeFirst());
}

/** Our booking for a payment: the one it confirmed, else the one its link's notes name. */
async function bookingOf(db: Db, paymentId: string, notes: unknown): Promise<string | undefined> {
  const byPayment = await db
    .selectFrom("bookings")
    .select("id")
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
  if (byPayment) return byPayment.id;
  const named = (notes as { booking_id?: unknown } | null | undefined)?.booking_id;
  if (typeof named !== "string") return undefined;
  const byNotes = await db.selectFrom("bookings").select("id").where("id", "=", named).executeTakeFirst();
  return byNotes?.id;
}

async function apply(deps: RefundDeps, event: RazorpayEvent): Promise<WebhookAnswer> {
  const { payment_link: link, payment: paid, refund } = event.payload;
  switch (event.event) {
    case "payment_link.paid": {
      if (!link || !paid) return { status: 400, message: "payment_link.paid without its link and payment." };
      const bookingId = link.entity.reference_id ?? "";
      const ours = await deps.db
        .selectFrom("bookings")
        .select("id")
        .where("id", "=", bookingId)
        .where("payment_link_id", "=", link.entity.id)
        .executeTakeFirst();
      if (!ours) return { status: 200, message: "Not one of our bookings' links." };
      const p = paid.entity;
      await applyPayment(
        deps,
        { bookingId, paymentId: p.id, amountPaise: p.amount, currency: p.currency },
        "payment_link.paid",
      );
      return { status: 200, message: "Applied." };
    }
    case "payment.captured": {
      if (!paid) return { status: 400, message: "payment.captured without its payment." };
      const p = paid.entity;
      const bookingId = await bookingOf(deps.db, p.id, p.notes);
      // Not ours, or its link's own event (payment_link.paid) will tell us.
      if (!bookingId) return { status: 200, message: "Not one of our bookings' payments." };
      await applyPayment(
        deps,
        { bookingId, paymentId: p.id, amountPaise: p.amount, currency: p.currency },
        "payment.captured",
      );
      return { status: 200, message: "Applied." };
    }
    case "payment.failed": {
      if (!paid) return { status: 400, message: "payment.failed without its payment." };
      const p = paid.entity;
      const bookingId = await bookingOf(deps.db, p.id, p.notes);
      if (!bookingId) return { status: 200, message: "Not one of our bookings' payments." };
      const at = new Date().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto("payment_events")
          .values({ key: `payment:${p.id}:failed`, booking_id: bookingId, kind: "failed", received_at: at })
          .onConflict((oc) => oc.column("key").doNothing())
          .executeTakeFirst();
        if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 0) return;
        const why = p.error_description ? `: ${p.error_description}` : ".";
        await noteOnBooking(
          trx,
          bookingId,
          `A payment attempt of ${formatRupees(p.amount)} (${p.id}) failed${why}`,
          null,
          at,
        );
      });
      return { status: 200, message: "Noted." };
    }
    case "refund.processed": {
      if (!refund || !paid)
        return { status: 400, message: "refund.processed without its refund and payment." };
      const r = refund.entity;
      if (await applied(deps.db, `refund:${r.id}`)) return { status: 200, message: "Applied before." };
      const bookingId = await bookingOf(deps.db, r.payment_id, paid.entity.notes);
      if (!bookingId) return { status: 200, message: "Not one of our bookings' payments." };
      const booking = await deps.db
        .selectFrom("bookings")
        .select(["payment_id"])
        .where("id", "=", bookingId)
        .executeTakeFirstOrThrow();
      const due = await applied(deps.db, `payment:${r.payment_id}:refund-due`);
      // The payment itself is not applied yet (its events come in any order): Razorpay sends this again.
      if (booking.payment_id !== r.payment_id && !due)
        return { status: 409, message: "Its payment is not applied yet." };
      await deps.db.transaction().execute((trx) =>
        recordRefund(trx, {
          bookingId,
          refundId: r.id,
          paymentId: r.payment_id,
          amountPaise: r.amount,
          freeSeat: "when-whole",
          note: "Razorpay refunded a payment.",
          at: new Date().toISOString(),
        }),
      );
      deps.queued?.();
      log.info({ booking: bookingId, refund: r.id }, "Refund applied");
      return { status: 200, message: "Applied." };
    }
    default:
      return { status: 200, message: "Not an event we act on." };
  }
}
