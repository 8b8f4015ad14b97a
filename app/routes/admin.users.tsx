import type { Route } from "./+types/admin.users";
import { inboxMeta } from "~/features/inbox/meta";
import { UsersPage } from "~/features/inbox/users-page";
import { usersAction, usersPage } from "~/features/inbox/users.server";

export const meta: Route.MetaFunction = () => inboxMeta("People");

export function loader({ request, context }: Route.LoaderArgs) {
  return usersPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return usersAction(request, context);
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersPage data={loaderData} refused={actionData} />;
}
