import type { Route } from "./+types/it-training.booking.$id.invoice-pdf";
import { visitorInvoice } from "#app/features/invoice/download.server.ts";

/** GET /it-training/booking/:id/invoice.pdf: a paid booking's tax invoice (404 before it is paid). */
export function loader({ params, context }: Route.LoaderArgs) {
  return visitorInvoice(context, params.id);
}
