import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import { adminOf } from "#app/features/admin/session.server.ts";
import { homeOf, may } from "#common/staff-access.ts";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { adminMeta } from "#app/features/admin/meta.ts";
import { Alert } from "#app/features/admin/messages.tsx";
import adminStylesheet from "#app/features/admin/admin.css?url";

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

/** Who is signed in, and the sections their role may open (asked of the one table, here on the server). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await adminOf(context).currentUser();
  if (!user) return { user: null };
  const sections = {
    leads: may(user.role, "leads"),
    content: may(user.role, "content"),
    reports: may(user.role, "reports"),
    people: may(user.role, "people"),
  };
  return { user: { email: user.email, role: user.role, home: homeOf(user.role), sections } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  const text = isRouteErrorResponse(error)
    ? String(error.data || error.statusText)
    : "Something went wrong. Please try again.";
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <AdminShell user={layout?.user}>
      <h1 className="text-2xl font-bold text-ink">
        {status === 404 ? "Not found" : status === 403 ? "Not allowed" : "Error"}
      </h1>
      <Alert className="mt-4">{text}</Alert>
      <p className="mt-4">
        <a href="/admin" className="font-semibold text-brand-700 underline">
          Back to the inbox
        </a>
      </p>
    </AdminShell>
  );
}
