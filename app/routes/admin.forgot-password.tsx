import type { Route } from "./+types/admin.forgot-password";
import { forgotPasswordPage, requestPasswordLink } from "#app/features/inbox/auth.server.ts";
import { inboxMeta } from "#app/features/inbox/meta.ts";
import { ForgotPasswordForm } from "#app/features/inbox/password-forms.tsx";

export const meta: Route.MetaFunction = () => inboxMeta("Forgot password");

export function loader({ context }: Route.LoaderArgs) {
  return forgotPasswordPage(context);
}

export function action({ request, context }: Route.ActionArgs) {
  return requestPasswordLink(request, context);
}

export default function AdminForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ForgotPasswordForm
      resetByEmail={loaderData.resetByEmail}
      sent={actionData?.sent}
      error={actionData?.sent === false ? actionData.error : undefined}
    />
  );
}
