import type { Route } from "./+types/admin._index";
import { inboxList } from "#app/features/inbox/list.server.ts";
import { inboxMeta } from "#app/features/inbox/meta.ts";
import { InboxList } from "#app/features/inbox/inbox-list.tsx";

export const meta: Route.MetaFunction = () => inboxMeta("Inbox");

export function loader({ request, context }: Route.LoaderArgs) {
  return inboxList(request, context);
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  return <InboxList data={loaderData} />;
}
