import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import { inboxOf } from "~/features/inbox/session.server";
import { InboxShell } from "~/features/inbox/inbox-shell";
import { inboxMeta } from "~/features/inbox/meta";
import { Alert } from "~/features/inbox/messages";
import inboxStylesheet from "~/features/inbox/inbox.css?url";

/** The root draws none of the public site around the inbox (see App in root.tsx). */
export const handle = { siteChrome: false };

export const meta: Route.MetaFunction = () => inboxMeta("Inbox");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: inboxStylesheet }];

export async function loader({ context }: Route.LoaderArgs) {
  return { signedIn: Boolean(await inboxOf(context).currentUser()) };
}

export default function InboxLayout({ loaderData }: Route.ComponentProps) {
  return (
    <InboxShell signedIn={loaderData.signedIn}>
      <Outlet />
    </InboxShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  const text = isRouteErrorResponse(error) ? String(error.data || error.statusText) : "Something went wrong. Please try again.";
  return (
    <InboxShell signedIn={layout?.signedIn ?? false}>
      <h1 className="text-2xl font-bold text-ink">
        {isRouteErrorResponse(error) && error.status === 404 ? "Not found" : "Error"}
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
