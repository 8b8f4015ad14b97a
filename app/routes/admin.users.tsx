import type { Route } from "./+types/admin.users";
import { adminMeta } from "#app/features/admin/meta.ts";
import { UsersPage } from "#app/features/admin/users-page.tsx";
import { usersAction, usersPage } from "#app/features/admin/users.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("People");

export function loader({ request, context }: Route.LoaderArgs) {
  return usersPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return usersAction(request, context);
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersPage data={loaderData} refused={actionData} />;
}
