import type { Route } from "./+types/admin.users";
import { inboxMeta } from "#app/features/inbox/meta.ts";
import { UsersPage } from "#app/features/inbox/users-page.tsx";
import { usersAction, usersPage } from "#app/features/inbox/users.server.ts";

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
