import type { Route } from "./+types/admin.reset-password";
import { resetPassword, resetPasswordPage } from "#app/features/admin/auth.server.ts";
import { adminMeta } from "#app/features/admin/meta.ts";
import { ResetPasswordForm } from "#app/features/admin/password-forms.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Set a new password");

export function loader({ request, context }: Route.LoaderArgs) {
  return resetPasswordPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return resetPassword(request, context);
}

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordForm token={loaderData.token} reply={actionData} />;
}
