/**
 * The booking page's server half: the seats left of the batches a page shows, a booking (the
 * record saved through the lead store first, so nothing typed is lost and sales get their
 * usual email, then its seat held within the limits per visitor), the waiting list, a seat
 * offered from it, and what a booking's own page shows. Amounts come from our content, never
 * from the form.
 */
import { createHash } from "node:crypto";
import type { Attribution } from "#common/attribution.ts";
import { ATTRIBUTION_FIELD } from "#common/attribution.ts";
import {
  BOOKING_NOTICE_VERSION,
  bookingErrors,
  OFFER_FIELD,
  overLimitMessages,
} from "#common/booking/booking-fields.ts";
import { currentState, holdIsLive, takesSeat, type BookingState } from "#common/booking/booking-lifecycle.ts";
import { bookingSchema, waitingListSchema } from "#common/booking/booking-schema.ts";
import { bookingPath } from "#common/booking/batch-key.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { priceSummary, type PriceSummary } from "#common/booking/price.ts";
import {
  enquiryErrors,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  PRIVACY_VERSION_FIELD,
} from "#common/enquiry/enquiry-fields.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";
import { parseForm, type FieldErrors } from "#common/forms.ts";
import type { BookableBatch } from "#app/content/live/bookable.ts";
import type { Db } from "#server/db/index.ts";
import { readAttribution } from "#server/leads/attribution.ts";
import type { FormTokens } from "#server/leads/form-token.ts";
import { checkLimits, type IntakeLimits } from "#server/leads/submit.ts";
import type { LeadStore, NewSubmission } from "#server/leads/types.ts";
import { errorText, log } from "#server/log.ts";
import { queueVisitorEmail } from "./booking-activity";
import { holdLimitReached, holderOf, type HoldLimits, type LimitRefusal } from "./hold-limits";
import { moveBooking } from "./move-booking";
import { holdEnds, holdSeat, seatsTaken } from "./seats";
import { joinWaitingRow } from "./waiting-list";

export type BookOutcome =
  | { kind: "invalid"; status: 400; fieldErrors: FieldErrors }
  | { kind: "held"; id: string; redirectTo: string }
  /** This page view's booking holds no seat now (it waits, or its hold ended): on to its page. */
  | { kind: "existing"; id: string; redirectTo: string }
  /** No seat: the record is kept as an enquiry, and the waiting list is offered for it. */
  | { kind: "no-seat"; recordId: string }
  /** Over a limit on live holds: the record is kept as an enquiry, and the waiting list offered. */
  | { kind: "over-limit"; recordId: string; limit: LimitRefusal }
  | { kind: "refused"; status: 400 | 409 | 429 | 503; error: string };

export type WaitingListOutcome =
  | { kind: "invalid"; status: 400; fieldErrors: FieldErrors }
  | { kind: "joined"; id: string }
  | { kind: "refused"; status: 400 | 429 | 503; error: string };

/** What a booking's own page shows; `state` is the lifecycle's current one (an ended hold reads expired). */
export type BookingView = {
  id: string;
  name: string;
  batchKey: string;
  courseId: string;
  startDate: string;
  plan: "full" | "deposit";
  paymentMode: "online" | "offline";
  feePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  billingState: string;
  gstin: string | null;
  state: BookingState;
  holdUntil: string;
  paidPaise: number;
  refundedPaise: number;
  invoiceNumber: string | null;
};

/** How a request reaches the desk: the client (rate limits) and where it came from (no-JS forms). */
export type RequestMeta = { clientKey: string; attribution?: Attribution };

/** "CCNA, Sat, 9 Jan 2027 weekend batch". */
export const batchName = (batch: Pick<BookableBatch, "course" | "startDate" | "type">) =>
  `${batch.course}, ${formatStartDate(batch.startDate)} ${batch.type.toLowerCase()} batch`;

/**
 * The fill's key, from the page view's signed token: a second post of the same page (a double
 * click, a retry) finds what the first made, and no other page view can name it.
 */
const keyOfToken = (token: string) => `bk-${createHash("sha256").update(token).digest("hex").slice(0, 40)}`;

export type BookingDeskOptions = {
  db: Db;
  store: LeadStore;
  limits: IntakeLimits;
  formTokens: FormTokens;
  holdLimits: HoldLimits;
  /** An online hold, in minutes. */
  holdMinutes: number;
  /** A hold for a payment at the office, in hours, and its reminder before the end. */
  offlineHoldHours: number;
  offlineReminderHours: number;
  onlinePayments: boolean;
  now?: () => Date;
};

export function createBookingDesk(options: BookingDeskOptions) {
  const { db, store, limits, formTokens, holdLimits, onlinePayments, now = () => new Date() } = options;
  const holdMinutes = onlinePayments ? options.holdMinutes : options.offlineHoldHours * 60;

  /** The record every form of this page saves: who, consent, attribution and spam signals. */
  const recordOf = (
    input: Record<string, string>,
    who: { name: string; email: string; phone: string },
    meta: RequestMeta,
    idempotencyKey: string,
  ): Omit<NewSubmission, "kind" | "subject" | "message"> => {
    const honeypot = (input[HONEYPOT_FIELD] ?? "").trim() !== "";
    return {
      idempotencyKey,
      ...who,
      interestType: "IT Training",
      consentVersion: (input[PRIVACY_VERSION_FIELD] ?? "").slice(0, 64) || BOOKING_NOTICE_VERSION,
      consentAt: now().toISOString(),
      source: "booking",
      attribution: meta.attribution ?? readAttribution(input[ATTRIBUTION_FIELD]),
      ...(honeypot && { spamReasons: ["honeypot"] }),
    };
  };

  /** The page view's key, or undefined for a post that no page of ours issued (or too long ago). */
  const pageKey = (input: Record<string, string>) => {
    const token = input[FORM_TOKEN_FIELD];
    return token && formTokens.ageMs(token, now().getTime()) !== undefined ? keyOfToken(token) : undefined;
  };

  const limited = async (meta: RequestMeta) => {
    const verdict = await checkLimits(limits, meta.clientKey);
    return verdict.refused
      ? ({ kind: "refused", status: 429, error: enquiryErrors.rateLimited } as const)
      : null;
  };

  /** Online: on to the payment link (built by the payments); offline: the booking's page with the bank details. */
  const nextPath = (id: string): string => (onlinePayments ? `${bookingPath(id)}/pay` : bookingPath(id));

  /** A booking that got no seat stays a lead: an enquiry about the batch, the waiting list offered. */
  const noSeat = async (id: string, subject: string) => {
    await db
      .updateTable("submissions")
      .set({ kind: "enquiry", subject })
      .where("id", "=", id)
      .where("kind", "=", "booking")
      .execute();
  };

  const describe = (price: PriceSummary, b: { billingState: string; gstin: string }) => {
    const planText =
      price.plan === "deposit"
        ? `Seat deposit ${formatRupees(price.taxablePaise)} now, balance ${formatRupees(price.balancePaise)} + GST before the batch starts`
        : `Whole fee ${formatRupees(price.taxablePaise)}`;
    const taxText = price.igstPaise
      ? `IGST ${formatRupees(price.igstPaise)}`
      : `CGST ${formatRupees(price.cgstPaise)} + SGST ${formatRupees(price.sgstPaise)}`;
    return `${planText}; ${taxText}; total ${formatRupees(price.totalPaise)}. Billed in ${b.billingState}${b.gstin ? `, GSTIN ${b.gstin}` : ""}.`;
  };

  const priceColumns = (price: PriceSummary, b: { billingState: string; gstin: string }) => ({
    plan: price.plan,
    payment_mode: onlinePayments ? ("online" as const) : ("offline" as const),
    fee_paise: price.feePaise,
    taxable_paise: price.taxablePaise,
    cgst_paise: price.cgstPaise,
    sgst_paise: price.sgstPaise,
    igst_paise: price.igstPaise,
    total_paise: price.totalPaise,
    billing_state: b.billingState,
    gstin: b.gstin || null,
  });

  /** An offline hold's notice now and its reminder before the end, sent by the outbox. */
  const queueHoldEmails = async (trx: Db, id: string, holdUntil: string) => {
    if (onlinePayments) return;
    const at = now();
    await queueVisitorEmail(trx, id, "hold-notice", at.toISOString());
    const remindAt = Date.parse(holdUntil) - options.offlineReminderHours * 3600_000;
    if (remindAt > at.getTime())
      await queueVisitorEmail(trx, id, "hold-reminder", new Date(remindAt).toISOString());
  };

  /** The one offered a seat from the waiting list books it: the offered row becomes their hold. */
  const acceptOffer = async (
    batch: BookableBatch,
    offerId: string,
    input: Record<string, string>,
    meta: RequestMeta,
  ): Promise<BookOutcome> => {
    const parsed = parseForm(bookingSchema, input);
    if (!parsed.ok) return { kind: "invalid", status: 400, fieldErrors: parsed.fieldErrors };
    const b = parsed.value;
    const price = priceSummary(batch, b.plan, b.billingState);
    const at = now();
    const holder = holderOf(meta.clientKey, b.email, b.phone);
    const accepted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("bookings")
        .select(["state", "hold_until", "batch_key"])
        .where("id", "=", offerId)
        .executeTakeFirst();
      if (!row || row.batch_key !== batch.key || !holdIsLive(row, at)) return false;
      // The queue is no way round the limits: the offer stays theirs until they pay for other holds.
      if (await holdLimitReached(trx, holder, batch.key, holdLimits, at)) return "over-limit" as const;
      const ends = holdEnds(holdMinutes, at);
      const moved = await moveBooking(trx, {
        id: offerId,
        event: onlinePayments ? "accept-online" : "accept-office",
        at: at.toISOString(),
        note: "The seat offered from the waiting list was booked.",
        set: {
          ...priceColumns(price, b),
          ...ends,
          client_hash: holder.clientHash,
          email_hash: holder.emailHash,
          phone_hash: holder.phoneHash,
        },
      });
      if (!moved.moved) return false;
      await trx
        .updateTable("submissions")
        .set({ kind: "booking", subject: `Booking: ${batchName(batch)}`, message: describe(price, b) })
        .where("id", "=", offerId)
        .execute();
      await queueHoldEmails(trx, offerId, ends.hold_until);
      return true;
    });
    if (accepted === "over-limit") return { kind: "refused", status: 429, error: overLimitMessages.batch };
    if (accepted) return { kind: "held", id: offerId, redirectTo: nextPath(offerId) };
    // Already booked from this offer (a double click): on to it.
    const existing = await db
      .selectFrom("bookings")
      .select(["state", "hold_until"])
      .where("id", "=", offerId)
      .executeTakeFirst();
    if (existing && holdIsLive(existing, at) && existing.state !== "offered")
      return { kind: "held", id: offerId, redirectTo: nextPath(offerId) };
    return { kind: "refused", status: 409, error: bookingErrors.offerGone };
  };

  return {
    onlinePayments,

    /** Seats left per batch key, counting the seats taken by the lifecycle's rule. */
    async seatsLeft(
      batches: readonly Pick<BookableBatch, "key" | "seats">[],
    ): Promise<Record<string, number>> {
      const taken = await seatsTaken(
        db,
        batches.map((b) => b.key),
        now(),
      );
      return Object.fromEntries(batches.map((b) => [b.key, Math.max(0, b.seats - (taken.get(b.key) ?? 0))]));
    },

    nextPath,

    async book(batch: BookableBatch, input: Record<string, string>, meta: RequestMeta): Promise<BookOutcome> {
      const parsed = parseForm(bookingSchema, input);
      if (!parsed.ok) return { kind: "invalid", status: 400, fieldErrors: parsed.fieldErrors };
      // A bare post, with no page of ours before it, holds nothing.
      const idempotencyKey = pageKey(input);
      if (!idempotencyKey) return { kind: "refused", status: 400, error: bookingErrors.formExpired };
      const refused = await limited(meta);
      if (refused) return refused;
      const offerId = input[OFFER_FIELD];
      if (offerId && /^[0-9a-f-]{36}$/i.test(offerId)) return acceptOffer(batch, offerId, input, meta);
      const b = parsed.value;
      const price = priceSummary(batch, b.plan, b.billingState);
      const record = recordOf(input, b, meta, idempotencyKey);
      let id: string;
      let duplicate: boolean;
      try {
        ({ id, duplicate } = await store.save({
          ...record,
          kind: "booking",
          courseInterest: batch.course,
          subject: `Booking: ${batchName(batch)}`,
          message: describe(price, b),
        }));
      } catch (error) {
        log.error({ error: errorText(error) }, "Could not store a booking");
        return { kind: "refused", status: 503, error: enquiryErrors.configuration };
      }
      // A second post of the same page view (a double click, a retry) finds the booking it made.
      const existing = await db
        .selectFrom("bookings")
        .select(["state", "hold_until"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (existing)
        return takesSeat(existing, now())
          ? { kind: "held", id, redirectTo: nextPath(id) }
          : { kind: "existing", id, redirectTo: bookingPath(id) };
      // Or it tries again for a seat: the record that found none is a booking again.
      if (duplicate)
        await db
          .updateTable("submissions")
          .set({ kind: "booking", subject: `Booking: ${batchName(batch)}` })
          .where("id", "=", id)
          .where("kind", "=", "enquiry")
          .execute();
      const noSeatSubject = `Booking attempt, no seat left: ${batchName(batch)}`;
      // What looks automated is kept for review, and holds no seat.
      if (record.spamReasons || batch.status === "full") {
        await noSeat(id, noSeatSubject);
        return { kind: "no-seat", recordId: id };
      }
      const at = now();
      const hold = await holdSeat(
        db,
        {
          id,
          batch_key: batch.key,
          course_id: batch.courseId,
          start_date: batch.startDate,
          ...priceColumns(price, b),
        },
        {
          seats: batch.seats,
          holdMinutes,
          holder: holderOf(meta.clientKey, b.email, b.phone),
          limits: holdLimits,
          now: at,
        },
      );
      if (!hold.held && hold.reason === "full") {
        await noSeat(id, noSeatSubject);
        return { kind: "no-seat", recordId: id };
      }
      if (!hold.held) {
        await noSeat(id, `Booking attempt over the limit of seats held: ${batchName(batch)}`);
        return { kind: "over-limit", recordId: id, limit: hold.reason };
      }
      await db.transaction().execute((trx) => queueHoldEmails(trx, id, hold.holdUntil));
      return { kind: "held", id, redirectTo: nextPath(id) };
    },

    /**
     * Joins a batch's waiting list: the record of a booking that found no seat (named by its
     * id and its page view's token), or else a new enquiry from the form. Either way it takes
     * its place in the batch's queue (a booking in state "waiting").
     */
    async joinWaitingList(
      batch: BookableBatch,
      input: Record<string, string>,
      meta: RequestMeta,
    ): Promise<WaitingListOutcome> {
      const subject = `Waiting list: ${batchName(batch)}`;
      const recordId = input.recordId ?? "";
      const key = pageKey(input);
      if (!key) return { kind: "refused", status: 400, error: bookingErrors.formExpired };
      const at = now().toISOString();
      if (recordId) {
        const joined = await db.transaction().execute(async (trx) => {
          const converted = await trx
            .updateTable("submissions")
            .set({ subject, last_activity_at: at })
            .where("id", "=", recordId)
            .where("idempotency_key", "=", key)
            .where("kind", "=", "enquiry")
            .executeTakeFirst();
          if (Number(converted.numUpdatedRows) === 0) return false;
          await joinWaitingRow(trx, { id: recordId, batch, onlinePayments, at });
          return true;
        });
        if (joined) return { kind: "joined", id: recordId };
      }
      const parsed = parseForm(waitingListSchema, input);
      if (!parsed.ok) return { kind: "invalid", status: 400, fieldErrors: parsed.fieldErrors };
      const refused = await limited(meta);
      if (refused) return refused;
      try {
        const record = recordOf(input, parsed.value, meta, key);
        const { id } = await store.save({
          ...record,
          kind: "enquiry",
          courseInterest: batch.course,
          subject,
          message: `Please tell me when a seat opens in the ${batchName(batch)}.`,
        });
        // What looks automated is kept for review, and takes no place in the queue.
        if (!record.spamReasons)
          await db.transaction().execute((trx) => joinWaitingRow(trx, { id, batch, onlinePayments, at }));
        return { kind: "joined", id };
      } catch (error) {
        log.error({ error: errorText(error) }, "Could not store a waiting-list enquiry");
        return { kind: "refused", status: 503, error: enquiryErrors.configuration };
      }
    },

    /** A live seat offer from the waiting list, with who it is for (the form is filled in for them). */
    async offer(id: string) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const row = await db
        .selectFrom("bookings")
        .innerJoin("submissions", "submissions.id", "bookings.id")
        .select([
          "bookings.id",
          "bookings.state",
          "bookings.hold_until",
          "bookings.batch_key",
          "submissions.name",
          "submissions.email",
          "submissions.phone",
        ])
        .where("bookings.id", "=", id)
        .executeTakeFirst();
      if (!row || row.state !== "offered" || !holdIsLive(row, now())) return undefined;
      return {
        id: row.id,
        batchKey: row.batch_key,
        holdUntil: row.hold_until,
        name: row.name,
        email: row.email,
        phone: row.phone ?? "",
      };
    },

    /** A booking as its page shows it; undefined for an id that names none. */
    async view(id: string): Promise<BookingView | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const row = await db
        .selectFrom("bookings")
        .innerJoin("submissions", "submissions.id", "bookings.id")
        .selectAll("bookings")
        .select("submissions.name")
        .where("bookings.id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        batchKey: row.batch_key,
        courseId: row.course_id,
        startDate: row.start_date,
        plan: row.plan,
        paymentMode: row.payment_mode,
        feePaise: Number(row.fee_paise),
        taxablePaise: Number(row.taxable_paise),
        cgstPaise: Number(row.cgst_paise),
        sgstPaise: Number(row.sgst_paise),
        igstPaise: Number(row.igst_paise),
        totalPaise: Number(row.total_paise),
        billingState: row.billing_state,
        gstin: row.gstin,
        state: currentState(row, now()),
        holdUntil: row.hold_until,
        paidPaise: Number(row.paid_paise),
        refundedPaise: Number(row.refunded_paise),
        invoiceNumber: row.invoice_number,
      };
    },
  };
}

export type BookingDesk = ReturnType<typeof createBookingDesk>;
