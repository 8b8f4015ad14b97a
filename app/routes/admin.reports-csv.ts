import type { Route } from "./+types/admin.reports-csv";
import { reportsCsv } from "#app/features/admin/reports.server.ts";

/** GET /admin/reports.csv?<the report's period>: the report's tables as a CSV download. */
export function loader({ request, context }: Route.LoaderArgs) {
  return reportsCsv(request, context);
}
