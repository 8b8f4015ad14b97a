import type { Route } from "./+types/admin.login";
import { signIn, signInPage } from "#app/features/admin/auth.server.ts";
import { adminMeta } from "#app/features/admin/meta.ts";
import { SignInForm } from "#app/features/admin/sign-in-form.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

export function loader({ request, context }: Route.LoaderArgs) {
  return signInPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return signIn(request, context);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInForm next={loaderData.next} notice={loaderData.notice} reply={actionData} />;
}
