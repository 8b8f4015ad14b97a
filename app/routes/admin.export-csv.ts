import type { Route } from "./+types/admin.export-csv";
import { csvExport } from "#app/features/admin/export.server.ts";

/** GET /admin/export.csv?<the list's filters>: a CSV download. */
export function loader({ request, context }: Route.LoaderArgs) {
  return csvExport(request, context);
}
