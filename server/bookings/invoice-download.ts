import type { Db } from "#server/db/index.ts";
import { findInvoice, invoiceFileName, type Supplier } from "./invoice";
import { renderInvoicePdf } from "./invoice-pdf";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The answer to a download of booking `id`'s tax invoice: the PDF, saved under its number, or a
 * 404 while the booking has none (unknown, or not paid). The same for the visitor, whose
 * booking id is their key, and for the inbox. Never cached: it names a person.
 */
export async function invoiceDownload(db: Db, id: string, supplier: Supplier): Promise<Response> {
  const invoice = UUID.test(id) ? await findInvoice(db, id, supplier) : undefined;
  if (!invoice)
    return new Response("There is no invoice for this booking: a booking has one once it is paid.\n", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  const pdf = await renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFileName(invoice.number)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
