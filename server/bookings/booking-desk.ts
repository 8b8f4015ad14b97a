/**
 * The booking page's server half: the seats left of the batches a page shows, a booking (the
 * record saved through the lead store first, so nothing typed is lost and sales get their
 * usual email, then its seat held), the waiting list, and what a booking's own page shows.
 * Amounts come from our content, never from the form.
 */
import { randomUUID } from "node:crypto";
import type { Attribution } from "#common/attribution.ts";
import { ATTRIBUTION_FIELD } from "#common/attribution.ts";
import { BOOKING_NOTICE_VERSION } from "#common/booking/booking-fields.ts";
import { bookingSchema, waitingListSchema } from "#common/booking/booking-schema.ts";
import { bookingPath } from "#common/booking/batch-key.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { priceSummary } from "#common/booking/price.ts";
import {
  enquiryErrors,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  PRIVACY_VERSION_FIELD,
} from "#common/enquiry/enquiry-fields.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";
import { parseForm, type FieldErrors } from "#common/forms.ts";
import type { BookableBatch } from "#app/content/live/bookable.ts";
import type { Db } from "#server/db/index.ts";
import type { BookingState } from "#server/db/schema.ts";
import { readAttribution } from "#server/leads/attribution.ts";
import { checkLimits, type IntakeLimits } from "#server/leads/submit.ts";
import type { LeadStore, NewSubmission } from "#server/leads/types.ts";
import { errorText, log } from "#server/log.ts";
import { holdSeat, seatsTaken } from "./seats";

export type BookOutcome =
  | { kind: "invalid"; status: 400; fieldErrors: FieldErrors }
  | { kind: "held"; id: string; redirectTo: string }
  /** No seat: the record is kept as an enquiry, and the waiting list is offered for it. */
  | { kind: "no-seat"; recordId: string }
  | { kind: "refused"; status: 429 | 503; error: string };

export type WaitingListOutcome =
  | { kind: "invalid"; status: 400; fieldErrors: FieldErrors }
  | { kind: "joined"; id: string }
  | { kind: "refused"; status: 429 | 503; error: string };

/** What a booking's own page shows; `state` is "expired" as soon as an unpaid hold has ended. */
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

const idempotencyKeyOf = (input: Record<string, string>) => {
  const key = input[IDEMPOTENCY_FIELD];
  return key && /^[A-Za-z0-9-]{8,100}$/.test(key) ? key : randomUUID();
};

export function createBookingDesk({
  db,
  store,
  limits,
  holdMinutes,
  onlinePayments,
  now = () => new Date(),
}: {
  db: Db;
  store: LeadStore;
  limits: IntakeLimits;
  holdMinutes: number;
  onlinePayments: boolean;
  now?: () => Date;
}) {
  /** The record every form of this page saves: who, consent, attribution and spam signals. */
  const recordOf = (
    input: Record<string, string>,
    who: { name: string; email: string; phone: string },
    meta: RequestMeta,
  ): Omit<NewSubmission, "kind" | "subject" | "message"> => {
    const honeypot = (input[HONEYPOT_FIELD] ?? "").trim() !== "";
    return {
      idempotencyKey: idempotencyKeyOf(input),
      ...who,
      interestType: "IT Training",
      consentVersion: (input[PRIVACY_VERSION_FIELD] ?? "").slice(0, 64) || BOOKING_NOTICE_VERSION,
      consentAt: now().toISOString(),
      source: "booking",
      attribution: meta.attribution ?? readAttribution(input[ATTRIBUTION_FIELD]),
      ...(honeypot && { spamReasons: ["honeypot"] }),
    };
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
  const noSeat = async (id: string, batch: BookableBatch): Promise<BookOutcome> => {
    await db
      .updateTable("submissions")
      .set({ kind: "enquiry", subject: `Booking attempt, no seat left: ${batchName(batch)}` })
      .where("id", "=", id)
      .where("kind", "=", "booking")
      .execute();
    return { kind: "no-seat", recordId: id };
  };

  return {
    onlinePayments,

    /** Seats left per batch key, counting paid seats and live holds only. */
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
      const refused = await limited(meta);
      if (refused) return refused;
      const b = parsed.value;
      const price = priceSummary(batch, b.plan, b.billingState);
      const record = recordOf(input, b, meta);
      const planText =
        price.plan === "deposit"
          ? `Seat deposit ${formatRupees(price.taxablePaise)} now, balance ${formatRupees(price.balancePaise)} + GST before the batch starts`
          : `Whole fee ${formatRupees(price.taxablePaise)}`;
      const taxText = price.igstPaise
        ? `IGST ${formatRupees(price.igstPaise)}`
        : `CGST ${formatRupees(price.cgstPaise)} + SGST ${formatRupees(price.sgstPaise)}`;
      let id: string;
      let duplicate: boolean;
      try {
        ({ id, duplicate } = await store.save({
          ...record,
          kind: "booking",
          courseInterest: batch.course,
          subject: `Booking: ${batchName(batch)}`,
          message: `${planText}; ${taxText}; total ${formatRupees(price.totalPaise)}. Billed in ${b.billingState}${b.gstin ? `, GSTIN ${b.gstin}` : ""}.`,
        }));
      } catch (error) {
        log.error({ error: errorText(error) }, "Could not store a booking");
        return { kind: "refused", status: 503, error: enquiryErrors.configuration };
      }
      // A second post of the same fill (a double click, a retry) finds the booking it made.
      const existing = await db.selectFrom("bookings").select("id").where("id", "=", id).executeTakeFirst();
      if (existing) return { kind: "held", id, redirectTo: nextPath(id) };
      // Or it tries again for a seat: the record that found none is a booking again.
      if (duplicate)
        await db
          .updateTable("submissions")
          .set({ kind: "booking", subject: `Booking: ${batchName(batch)}` })
          .where("id", "=", id)
          .where("kind", "=", "enquiry")
          .execute();
      // What looks automated is kept for review, and holds no seat.
      if (record.spamReasons || batch.status === "full") return noSeat(id, batch);
      const hold = await holdSeat(
        db,
        {
          id,
          batch_key: batch.key,
          course_id: batch.courseId,
          start_date: batch.startDate,
          plan: price.plan,
          payment_mode: onlinePayments ? "online" : "offline",
          fee_paise: price.feePaise,
          taxable_paise: price.taxablePaise,
          cgst_paise: price.cgstPaise,
          sgst_paise: price.sgstPaise,
          igst_paise: price.igstPaise,
          total_paise: price.totalPaise,
          billing_state: b.billingState,
          gstin: b.gstin || null,
        },
        { seats: batch.seats, holdMinutes, now: now() },
      );
      if (!hold.held) return noSeat(id, batch);
      return { kind: "held", id, redirectTo: nextPath(id) };
    },

    /**
     * Joins a full batch's waiting list: the record of a booking that found no seat (named by
     * its id and its fill's key, both from the page), or else a new enquiry from the form.
     */
    async joinWaitingList(
      batch: BookableBatch,
      input: Record<string, string>,
      meta: RequestMeta,
    ): Promise<WaitingListOutcome> {
      const subject = `Waiting list: ${batchName(batch)}`;
      const recordId = input.recordId ?? "";
      const key = input[IDEMPOTENCY_FIELD] ?? "";
      if (recordId && key) {
        const converted = await db
          .updateTable("submissions")
          .set({ subject, last_activity_at: now().toISOString() })
          .where("id", "=", recordId)
          .where("idempotency_key", "=", key)
          .where("kind", "=", "enquiry")
          .executeTakeFirst();
        if (Number(converted.numUpdatedRows) > 0) return { kind: "joined", id: recordId };
      }
      const parsed = parseForm(waitingListSchema, input);
      if (!parsed.ok) return { kind: "invalid", status: 400, fieldErrors: parsed.fieldErrors };
      const refused = await limited(meta);
      if (refused) return refused;
      try {
        const { id } = await store.save({
          ...recordOf(input, parsed.value, meta),
          kind: "enquiry",
          courseInterest: batch.course,
          subject,
          message: `Please tell me when a seat opens in the ${batchName(batch)}.`,
        });
        return { kind: "joined", id };
      } catch (error) {
        log.error({ error: errorText(error) }, "Could not store a waiting-list enquiry");
        return { kind: "refused", status: 503, error: enquiryErrors.configuration };
      }
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
      const ended = row.state === "pending" && row.hold_until <= now().toISOString();
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
        state: ended ? "expired" : row.state,
        holdUntil: row.hold_until,
        paidPaise: Number(row.paid_paise),
        refundedPaise: Number(row.refunded_paise),
        invoiceNumber: row.invoice_number,
      };
    },
  };
}

export type BookingDesk = ReturnType<typeof createBookingDesk>;
