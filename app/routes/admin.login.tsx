import type { Route } from "./+types/admin.login";
import { signIn, signInPage } from "~/features/inbox/auth.server";
import { inboxMeta } from "~/features/inbox/meta";
import { SignInForm } from "~/features/inbox/sign-in-form";

export const meta: Route.MetaFunction = () => inboxMeta("Sign in");

export function loader({ request, context }: Route.LoaderArgs) {
  return signInPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return signIn(request, context);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInForm next={loaderData.next} notice={loaderData.notice} reply={actionData} />;
}
