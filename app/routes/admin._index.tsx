import type { Route } from "./+types/admin._index";
import { inboxList } from "~/features/inbox/list.server";
import { inboxMeta } from "~/features/inbox/meta";
import { InboxList } from "~/features/inbox/inbox-list";

export const meta: Route.MetaFunction = () => inboxMeta("Inbox");

export function loader({ request, context }: Route.LoaderArgs) {
  return inboxList(request, context);
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  return <InboxList data={loaderData} />;
}
