import type { AppLoadContext } from "react-router";
import { requireAccess } from "#app/features/admin/session.server.ts";
import "./load-context";

const unavailable = () =>
  new Response("Invoices cannot be downloaded right now.\n", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "30",
      "Cache-Control": "private, no-store",
    },
  });

/** GET /it-training/booking/:id/invoice.pdf: the visitor's invoice; the booking's id is their key to it. */
export async function visitorInvoice(context: AppLoadContext, id: string): Promise<Response> {
  return context.invoiceDownload ? context.invoiceDownload(id) : unavailable();
}

/** GET /admin/submissions/:id/invoice.pdf: the same invoice, from the record in the inbox. */
export async function staffInvoice(context: AppLoadContext, request: Request, id: string): Promise<Response> {
  await requireAccess(context, request, { as: "download" });
  const response = await visitorInvoice(context, id);
  // The signed-in area's gate has set these already; the adapter would send them twice.
  for (const header of ["Cache-Control", "X-Robots-Tag"]) response.headers.delete(header);
  return response;
}
