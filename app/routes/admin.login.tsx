import type { Route } from "./+types/admin.login";
import { signIn, signInPage } from "#app/features/inbox/auth.server.ts";
import { inboxMeta } from "#app/features/inbox/meta.ts";
import { SignInForm } from "#app/features/inbox/sign-in-form.tsx";

export const meta: Route.MetaFunction = () => inboxMeta("Sign in");

export function loader({ request, context }: Route.LoaderArgs) {
  return signInPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return signIn(request, context);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInForm
      next={loaderData.next}
      notice={loaderData.notice}
      error={actionData?.error}
      email={actionData?.email}
    />
  );
}
