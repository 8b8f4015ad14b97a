import type { Route } from "./+types/admin.forgot-password";
import { forgotPasswordPage, requestPasswordLink } from "~/features/inbox/auth.server";
import { inboxMeta } from "~/features/inbox/meta";
import { ForgotPasswordForm } from "~/features/inbox/password-forms";

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
      reply={actionData?.sent === false ? actionData : undefined}
    />
  );
}
