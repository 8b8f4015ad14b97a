/**
 * What a booking's tax invoice says (CGST Rules, rule 46), read from its stored row: the
 * amounts, number and date are the ones fixed when the payment was confirmed, never
 * recomputed. A booking has an invoice once it has been paid (a refund later does not undo it).
 */
import type { Selectable } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { BookingsTable } from "#server/db/schema.ts";
import { courseById } from "#app/content/courses.ts";
import { WEEKDAY_SLOTS, WEEKEND_SLOTS, formatStartDate } from "#common/batches/generate-batches.ts";
import { SAC_CODE } from "#common/booking/gst.ts";
import { placeOfSupply, stateCode, type IndianState } from "#common/booking/indian-states.ts";
import { todayInIst } from "#common/ist-time.ts";

/** The company as the invoice names it. */
export type Supplier = {
  legalName: string;
  /** The postal address, one line each. */
  address: string[];
  gstin: string;
  state: string;
};

export type Invoice = {
  /** "AT/2026-27/00001". */
  number: string;
  /** YYYY-MM-DD, IST. */
  date: string;
  supplier: Supplier;
  buyer: { name: string; state: string; gstin: string | null };
  /** "33-Tamil Nadu". */
  placeOfSupply: string;
  /** What was supplied: the course and what part of its fee, then the batch. */
  description: [item: string, batch: string];
  sac: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

type BookingRow = Selectable<BookingsTable>;

/** "Mon-Fri 7:00-9:00 PM IST": the timing the batch calendar shows for the batch's key. */
function batchTimings(batchKey: string): string {
  return (batchKey.endsWith("-weekend") ? WEEKEND_SLOTS : WEEKDAY_SLOTS)[0].timings;
}

/** The booking's invoice, or undefined when it has none (not paid). */
export function bookingInvoice(
  booking: BookingRow,
  buyerName: string,
  supplier: Supplier,
): Invoice | undefined {
  if (!booking.invoice_number || !booking.invoice_date) return undefined;
  const course = courseById(booking.course_id)?.name ?? booking.course_id;
  const what = booking.plan === "deposit" ? "Seat deposit" : "Course fee";
  const state = booking.billing_state;
  return {
    number: booking.invoice_number,
    date: todayInIst(new Date(booking.invoice_date)),
    supplier,
    buyer: { name: buyerName, state, gstin: booking.gstin },
    placeOfSupply: stateCode(state) ? placeOfSupply(state as IndianState) : state,
    description: [
      `${course}: ${what}`,
      `Batch starting ${formatStartDate(booking.start_date)}, ${batchTimings(booking.batch_key)}`,
    ],
    sac: SAC_CODE,
    taxablePaise: booking.taxable_paise,
    cgstPaise: booking.cgst_paise,
    sgstPaise: booking.sgst_paise,
    igstPaise: booking.igst_paise,
    totalPaise: booking.total_paise,
  };
}

/** The invoice of booking `id` with its buyer's name from the record, or undefined for none. */
export async function findInvoice(db: Db, id: string, supplier: Supplier): Promise<Invoice | undefined> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("submissions", "submissions.id", "bookings.id")
    .selectAll("bookings")
    .select("submissions.name as buyer_name")
    .where("bookings.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { buyer_name, ...booking } = row;
  return bookingInvoice(booking, buyer_name, supplier);
}

/** The invoice's file name: "Invoice-AT-2026-27-00001.pdf". */
export const invoiceFileName = (number: string) => `Invoice-${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
