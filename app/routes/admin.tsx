import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import { inboxOf } from "#app/features/inbox/session.server.ts";
import { InboxShell } from "#app/features/inbox/inbox-shell.tsx";
import { inboxMeta } from "#app/features/inbox/meta.ts";
import { Alert } from "#app/features/inbox/messages.tsx";
import inboxStylesheet from "#app/features/inbox/inbox.css?url";

/** The root draws none of the public site around the inbox (see App in root.tsx). */
export const handle = { siteChrome: false };

export const meta: Route.MetaFunction = () => inboxMeta("Inbox");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: inboxStylesheet }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = await inboxOf(context).currentUser();
  return { user: user ? { email: user.email, role: user.role } : null };
}

export default function InboxLayout({ loaderData }: Route.ComponentProps) {
  return (
    <InboxShell user={loaderData.user}>
      <Outlet />
    </InboxShell>
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
    <InboxShell user={layout?.user}>
      <h1 className="text-2xl font-bold text-ink">
        {status === 404 ? "Not found" : status === 403 ? "Not allowed" : "Error"}
      </h1>
      <Alert className="mt-4">{text}</Alert>
      <p className="mt-4">
        <a href="/admin" className="font-semibold text-brand-700 underline">
          Back to the inbox
        </a>
      </p>
    </InboxShell>
  );
}
