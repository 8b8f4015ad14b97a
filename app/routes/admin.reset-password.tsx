import type { Route } from "./+types/admin.reset-password";
import { resetPassword, resetPasswordPage } from "~/features/inbox/auth.server";
import { inboxMeta } from "~/features/inbox/meta";
import { ResetPasswordForm } from "~/features/inbox/password-forms";

export const meta: Route.MetaFunction = () => inboxMeta("Set a new password");

export function loader({ request, context }: Route.LoaderArgs) {
  return resetPasswordPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return resetPassword(request, context);
}

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordForm token={loaderData.token} reply={actionData} />;
}
