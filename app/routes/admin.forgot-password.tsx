import type { Route } from "./+types/admin.forgot-password";
import { forgotPasswordPage, requestPasswordLink } from "#app/features/admin/auth.server.ts";
import { adminMeta } from "#app/features/admin/meta.ts";
import { ForgotPasswordForm } from "#app/features/admin/password-forms.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Forgot password");

export function loader({ request, context }: Route.LoaderArgs) {
  return forgotPasswordPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return requestPasswordLink(request, context);
}

export default function AdminForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ForgotPasswordForm
      resetByEmail={loaderData.resetByEmail}
      sent={actionData?.sent}
      reply={actionData?.sent === false ? actionData : undefined}
    />
  );
}
