import type { AppLoadContext } from "react-router";
import { requireAccess } from "#app/features/admin/session.server.ts";
import "./load-context";

const unavailable = () =>
  new Response("Invoices cannot be downloaded right now.\n", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "30",
    },
  });

/** GET /it-training/booking/:id/invoice.pdf: the visitor's invoice; the booking's id is their key to it. */
export async function visitorInvoice(context: AppLoadContext, id: string): Promise<Response> {
  const response = context.invoiceDownload ? await context.invoiceDownload(id) : unavailable();
  // The gate in front of the path has set these already, for the visitor's (server/http/private-pages.ts)
  // and the inbox's alike; the adapter appends a response's own, so they would go twice.
  for (const header of ["Cache-Control", "X-Robots-Tag"]) response.headers.delete(header);
  return response;
}

/** GET /admin/submissions/:id/invoice.pdf: the same invoice, from the record in the inbox. */
export async function staffInvoice(context: AppLoadContext, request: Request, id: string): Promise<Response> {
  await requireAccess(context, request, { as: "download" });
  return visitorInvoice(context, id);
}
