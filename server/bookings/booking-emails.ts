/**
 * A booking's emails to the visitor, sent by the outbox like every other delivery (once each,
 * retried on failure): the receipt once the payment is confirmed, with the tax invoice
 * attached, and the notice of a refund. Both link to the booking's page, which the visitor's
 * booking id opens.
 */
import type { Selectable } from "kysely";
import { brand } from "#app/content/brand.ts";
import type { ContactDetails } from "#app/content/live/schema.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { courseById } from "#app/content/courses.ts";
import { formatStartDate } from "#common/batches/generate-batches.ts";
import { holdIsLive } from "#common/booking/booking-lifecycle.ts";
import { formatRupees } from "#common/booking/gst.ts";
import { istTime } from "#common/ist-time.ts";
import type { Db } from "#server/db/index.ts";
import type { BookingsTable } from "#server/db/schema.ts";
import {
  escapeHtml,
  htmlDocument,
  smtpSender,
  type ContactSource,
  type SmtpOptions,
} from "#server/leads/email.ts";
import type { Forwarder } from "#server/leads/forwarders.ts";
import type { StoredSubmission } from "#server/leads/types.ts";
import { bookingInvoice, invoiceFileName, type Invoice, type Supplier } from "./invoice";
import { renderInvoicePdf, taxLines } from "./invoice-pdf";

/** The company as its invoices name it, as published at /admin/content. */
export type SupplierSource = () => Supplier;

export type BookingEmailOptions = SmtpOptions & { db: Db; supplier: SupplierSource; contact?: ContactSource };

type Mail = { subject: string; text: string; html: string; replyTo: string };

/** The visitor's page of their booking. */
export const bookingLink = (siteUrl: string, id: string) =>
  `${siteUrl.replace(/\/+$/, "")}/it-training/booking/${encodeURIComponent(id)}`;

const courseName = (b: Selectable<BookingsTable>) => courseById(b.course_id)?.name ?? b.course_id;

/** "CCNA, batch starting Mon, 7 Dec 2026". */
const batchText = (b: Selectable<BookingsTable>) =>
  `${courseName(b)}, batch starting ${formatStartDate(b.start_date)}`;

function compose(
  subject: string,
  paragraphs: string[],
  link: { label: string; href: string },
  details: ContactDetails,
): Mail {
  const signOff = `Questions? Reply to this e-mail, write to ${details.email} or call ${details.phones.join(" or ")} (${details.officeHours}).`;
  const all = [...paragraphs, signOff];
  const text = [
    "Hello,",
    "",
    ...all.flatMap((p) => [p, ""]),
    `${link.label}: ${link.href}`,
    "",
    brand.productName,
    "",
  ].join("\n");
  const body = [
    `<p style="margin:0 0 12px">Hello,</p>`,
    ...all.map((p) => `<p style="margin:0 0 12px;white-space:pre-line">${escapeHtml(p)}</p>`),
    `<p style="margin:0 0 12px"><a href="${escapeHtml(link.href)}" style="color:#0b57d0">${escapeHtml(link.label)}</a></p>`,
    `<p style="margin:0">${escapeHtml(brand.productName)}</p>`,
  ].join("\n");
  return { subject, text, html: htmlDocument(subject, body), replyTo: details.email };
}

/** The receipt: what was paid, for which batch, and the invoice (attached). */
export function renderReceipt(
  booking: Selectable<BookingsTable>,
  invoice: Invoice,
  siteUrl: string,
  details: ContactDetails,
): Mail {
  const deposit = booking.plan === "deposit";
  const amounts = [
    `Taxable value: ${formatRupees(invoice.taxablePaise)}`,
    ...taxLines(invoice).map(([name, paise]) => `${name}: ${formatRupees(paise)}`),
    `Total paid: ${formatRupees(invoice.totalPaise)}`,
  ].join("\n");
  return compose(
    `Your seat is booked: ${batchText(booking)} (${brand.shortName})`,
    [
      `Thank you: we have received your payment and your seat in ${batchText(booking)} is booked.`,
      amounts,
      deposit
        ? "This was the seat deposit: the balance of the fee is due before the batch starts."
        : "This was the whole course fee.",
      `Your tax invoice ${invoice.number} is attached. You can also download it from your booking's page.`,
    ],
    { label: "Your booking", href: bookingLink(siteUrl, booking.id) },
    details,
  );
}

/** The notice of a refund: how much, and that the seat is released. */
export function renderRefundNotice(
  booking: Selectable<BookingsTable>,
  siteUrl: string,
  details: ContactDetails,
): Mail {
  return compose(
    `Your refund: ${batchText(booking)} (${brand.shortName})`,
    [
      `We have refunded ${formatRupees(booking.refunded_paise)} of your payment for ${batchText(booking)}. Your seat in the batch is released.`,
      booking.payment_id
        ? "A refund to a card or UPI account usually reaches it within 5 to 7 working days."
        : "The refund is sent to the account you paid from.",
    ],
    { label: "Your booking", href: bookingLink(siteUrl, booking.id) },
    details,
  );
}

/** An offline hold: until when the seat is held, and how to pay (the bank details are on its page). */
export function renderHoldNotice(
  booking: Selectable<BookingsTable>,
  siteUrl: string,
  details: ContactDetails,
  { reminder = false }: { reminder?: boolean } = {},
): Mail {
  const until = istTime(booking.hold_until);
  return compose(
    reminder
      ? `Your seat is held until ${until}: ${batchText(booking)} (${brand.shortName})`
      : `Seat held until ${until}: ${batchText(booking)} (${brand.shortName})`,
    [
      reminder
        ? `A reminder: your seat in ${batchText(booking)} is held until ${until}, and we have not yet received your payment.`
        : `Your seat in ${batchText(booking)} is held for you until ${until}.`,
      `Pay ${formatRupees(booking.total_paise)} by bank transfer or UPI, or at our office, before then to keep it. The bank and UPI details and the reference to write with your payment are on your booking's page.`,
      "If the hold ends unpaid, the seat goes to the next person on the batch's waiting list.",
    ],
    { label: "Your booking and how to pay", href: bookingLink(siteUrl, booking.id) },
    details,
  );
}

/** A seat freed for the first one waiting: held for them until a time, booked from the link. */
export function renderSeatOffer(
  booking: Selectable<BookingsTable>,
  siteUrl: string,
  details: ContactDetails,
): Mail {
  const until = istTime(booking.hold_until);
  return compose(
    `A seat has opened for you: ${batchText(booking)} (${brand.shortName})`,
    [
      `Good news: a seat has opened in ${batchText(booking)}, and we are holding it for you until ${until}.`,
      "Book it from your booking's page before then. If you no longer want it, do nothing: it goes to the next person waiting.",
    ],
    { label: "Book your seat", href: bookingLink(siteUrl, booking.id) },
    details,
  );
}

async function bookingOf(db: Db, id: string): Promise<Selectable<BookingsTable>> {
  const booking = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
  // Thrown, so the delivery is retried and then shown as failed in the inbox.
  if (!booking) throw new Error(`No booking ${id}`);
  return booking;
}

const builtContact: ContactSource = () => seedContent().contact;

/** The receipt (destination "receipt") and the refund notice ("refund-notice"), to the record's email. */
export function bookingEmailForwarders(options: BookingEmailOptions): Forwarder[] {
  const send = smtpSender(options);
  const details = options.contact ?? builtContact;
  const to = (record: StoredSubmission, mail: Mail) => ({
    ...mail,
    replyTo: { name: brand.productName, address: mail.replyTo },
  });
  return [
    {
      destination: "receipt",
      async send(record) {
        const booking = await bookingOf(options.db, record.id);
        const invoice = bookingInvoice(booking, record.name, options.supplier());
        if (!invoice) throw new Error(`Booking ${record.id} has no invoice yet`);
        const pdf = await renderInvoicePdf(invoice);
        await send(record, "receipt", [record.email], {
          ...to(record, renderReceipt(booking, invoice, options.siteUrl, details())),
          attachments: [
            { filename: invoiceFileName(invoice.number), content: pdf, contentType: "application/pdf" },
          ],
        });
      },
    },
    {
      destination: "hold-notice",
      async send(record) {
        const booking = await bookingOf(options.db, record.id);
        await send(
          record,
          "hold-notice",
          [record.email],
          to(record, renderHoldNotice(booking, options.siteUrl, details())),
        );
      },
    },
    {
      destination: "hold-reminder",
      async send(record) {
        const booking = await bookingOf(options.db, record.id);
        // Paid, cancelled or ended since it was queued: nothing to remind of.
        if (!holdIsLive(booking, new Date()) || booking.state !== "awaiting_office") return;
        await send(
          record,
          "hold-reminder",
          [record.email],
          to(record, renderHoldNotice(booking, options.siteUrl, details(), { reminder: true })),
        );
      },
    },
    {
      destination: "seat-offer",
      async send(record) {
        const booking = await bookingOf(options.db, record.id);
        // Booked or lapsed before the email left (a retry): the page tells them where it stands.
        if (booking.state !== "offered" || !holdIsLive(booking, new Date())) return;
        await send(
          record,
          "seat-offer",
          [record.email],
          to(record, renderSeatOffer(booking, options.siteUrl, details())),
        );
      },
    },
    {
      destination: "refund-notice",
      async send(record) {
        const booking = await bookingOf(options.db, record.id);
        await send(
          record,
          "refund-notice",
          [record.email],
          to(record, renderRefundNotice(booking, options.siteUrl, details())),
        );
      },
    },
  ];
}
