import type { Route } from "./+types/admin._index";
import { inboxList } from "#app/features/admin/list.server.ts";
import { adminMeta } from "#app/features/admin/meta.ts";
import { InboxList } from "#app/features/admin/inbox-list.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

export function loader({ request, context }: Route.LoaderArgs) {
  return inboxList(request, context);
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  return <InboxList data={loaderData} />;
}
