import { randomUUID } from "node:crypto";
import { courseById } from "#app/content/courses.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";
import { BOOKING_STATE_LABELS, currentState, holdIsLive } from "#common/booking/booking-lifecycle.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { istTime } from "#common/ist-time.ts";
import { may, type Role } from "#common/staff-access.ts";
import { refundable, type BookingRow, type QueuedPerson } from "#server/bookings/inbox-bookings.ts";
import type { Field } from "./detail-fields.server";

/** A booking as its panel in the inbox shows it, and what the signed-in person may do with it. */
export function bookingPanel(
  b: BookingRow,
  role: Role,
  queue: readonly QueuedPerson[] = [],
  now = new Date(),
) {
  const state = currentState(b, now);
  const course = courseById(b.course_id)?.name ?? b.course_id;
  const timing = b.batch_key.endsWith("-weekend") ? "Weekend" : "Weekday";
  const taxes: Field[] =
    b.igst_paise > 0
      ? [["IGST 18%", formatRupees(b.igst_paise)]]
      : [
          ["CGST 9%", formatRupees(b.cgst_paise)],
          ["SGST 9%", formatRupees(b.sgst_paise)],
        ];
  const left = refundable(b);
  const fields: Field[] = [
    ["Batch", `${course}, ${timing.toLowerCase()} batch starting ${formatStartDate(b.start_date)}`],
    ["Plan", b.plan === "deposit" ? "Seat deposit" : "Whole fee"],
    ["Payment", b.payment_mode === "online" ? "Online (Razorpay)" : "Offline (bank transfer or UPI)"],
    ["Taxable value", formatRupees(b.taxable_paise)],
    ...taxes,
    ["Total", formatRupees(b.total_paise)],
    ["Billing state", b.billing_state],
    ["Buyer's GSTIN", b.gstin],
    ["Payment state", BOOKING_STATE_LABELS[state]],
    ["Payment id", b.payment_id],
    ...(holdIsLive(b, now)
      ? ([[state === "offered" ? "Seat offered until" : "Seat held until", istTime(b.hold_until)]] as Field[])
      : []),
    ["Paid", b.paid_at ? `${formatRupees(Number(b.paid_paise))}, ${istTime(b.paid_at)}` : undefined],
    ["Refunded", Number(b.refunded_paise) > 0 ? formatRupees(Number(b.refunded_paise)) : undefined],
    ["Waiting list of this batch", queueText(queue, b.id)],
  ];
  return {
    fields,
    state,
    invoice: b.invoice_number
      ? { number: b.invoice_number, href: `/admin/submissions/${encodeURIComponent(b.id)}/invoice.pdf` }
      : undefined,
    /** Sales and admins mark an offline booking paid once the money is in. */
    canMarkPaid: b.payment_mode === "offline" && (state === "awaiting_office" || state === "expired"),
    total: formatRupees(b.total_paise),
    /** Paise left to refund, when this person may refund. */
    refundable: may(role, "refunds") && left > 0 ? left : undefined,
    /** The refund form's own key: sending that form again is the same refund, never a second one. */
    refundKey: randomUUID(),
  };
}

export type BookingPanelData = ReturnType<typeof bookingPanel>;

/** "2 waiting: 1. Asha Raman (seat offered until 03 Dec 2026, 10:00 IST); 2. Ravi K (this record)". */
function queueText(queue: readonly QueuedPerson[], id: string): string | undefined {
  if (queue.length === 0) return undefined;
  const people = queue.map((p, i) => {
    const offered = p.state === "offered" ? ` (seat offered until ${istTime(p.holdUntil)})` : "";
    return `${i + 1}. ${p.name}${offered}${p.id === id ? " (this record)" : ""}`;
  });
  return `${queue.length} waiting: ${people.join("; ")}`;
}
