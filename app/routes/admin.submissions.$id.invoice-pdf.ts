import type { Route } from "./+types/admin.submissions.$id.invoice-pdf";
import { staffInvoice } from "#app/features/invoice/download.server.ts";

/** GET /admin/submissions/:id/invoice.pdf: a booking's tax invoice, from its record in the inbox. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return staffInvoice(context, request, params.id);
}
