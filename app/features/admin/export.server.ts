import type { AppLoadContext } from "react-router";
import { exportCsv } from "#server/admin/csv-export.ts";
import { parseFilter } from "#server/admin/filters.ts";
import { contentOfficeHours } from "./office-hours.server";
import { requireAccess } from "./session.server";

/** /admin/export.csv: the list as filtered, every page of it. A download is not redirected to the sign-in page. */
export async function csvExport(request: Request, context: AppLoadContext) {
  const { admin, user } = await requireAccess(context, request, { as: "download" });
  const filter = parseFilter(new URL(request.url).searchParams);
  const officeHours = filter.hours ? await contentOfficeHours(context) : undefined;
  return exportCsv(admin.store, filter, new Date(), user.id, admin.bookings, officeHours);
}
