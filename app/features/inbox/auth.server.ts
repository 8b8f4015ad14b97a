import { data, redirect, type AppLoadContext } from "react-router";
import { inboxOf, safeNext } from "./session.server";

/** The sign-in page: someone already signed in goes straight on. */
export async function signInPage(request: Request, context: AppLoadContext) {
  const inbox = inboxOf(context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (await inbox.currentUser()) throw redirect(next, 303);
  return { next };
}

/** The password sign-in; a wrong password or the lockout answers 401/429 with the message to show. */
export async function signIn(request: Request, context: AppLoadContext) {
  const inbox = inboxOf(context);
  const form = await request.formData();
  const password = form.get("password");
  const result = await inbox.signIn(typeof password === "string" ? password : "");
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return redirect(safeNext(form.get("next")), { status: 303, headers: result.headers });
}

export function signOut(context: AppLoadContext) {
  const inbox = inboxOf(context);
  return redirect("/admin/login", { status: 303, headers: inbox.signOut() });
}
