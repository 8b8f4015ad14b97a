import type { Route } from "./+types/admin.reports";
import { adminMeta } from "#app/features/admin/meta.ts";
import { ReportsPage } from "#app/features/admin/reports-page.tsx";
import { reportsPage } from "#app/features/admin/reports.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Reports");

export function loader({ request, context }: Route.LoaderArgs) {
  return reportsPage(request, context);
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  return <ReportsPage data={loaderData} />;
}
