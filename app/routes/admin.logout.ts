import type { Route } from "./+types/admin.logout";
import { signOut } from "#app/features/admin/auth.server.ts";

/** POST only: ends the session and goes to the sign-in page. */
export function action({ request, context }: Route.ActionArgs) {
  return signOut(request, context);
}
