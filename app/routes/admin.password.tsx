import type { Route } from "./+types/admin.password";
import { changePassword, passwordPage } from "#app/features/admin/auth.server.ts";
import { adminMeta } from "#app/features/admin/meta.ts";
import { ChangePasswordForm } from "#app/features/admin/password-forms.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Your password");

export function loader({ request, context }: Route.LoaderArgs) {
  return passwordPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return changePassword(request, context);
}

export default function AdminPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ChangePasswordForm email={loaderData.email} changed={loaderData.changed} reply={actionData} />;
}
