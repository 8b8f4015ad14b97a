import { data, redirect, type AppLoadContext } from "react-router";
import { adminOf, safeNext } from "./session.server";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const signInNotices: Record<string, string> = {
  "password-set": "Your new password is set. Sign in with it.",
};

/** The sign-in page: someone already signed in goes straight on. */
export async function signInPage(request: Request, context: AppLoadContext) {
  const admin = adminOf(context);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (await admin.currentUser()) throw redirect(next, 303);
  return { next, notice: signInNotices[url.searchParams.get("notice") ?? ""] };
}

/** Email and password; a wrong one or the lockout answers 401/429 with the message to show. */
export async function signIn(request: Request, context: AppLoadContext) {
  const admin = adminOf(context);
  const form = await request.formData();
  const result = await admin.signIn(field(form, "email"), field(form, "password"));
  if (!result.ok)
    return data({ error: result.error, email: field(form, "email") }, { status: result.status });
  return redirect(safeNext(form.get("next")), { status: 303, headers: result.headers });
}

export async function signOut(context: AppLoadContext) {
  const admin = adminOf(context);
  return redirect("/admin/login", { status: 303, headers: await admin.signOut() });
}

/** "Forgot password?": the form, or, without SMTP, who to ask. */
export function forgotPasswordPage(context: AppLoadContext) {
  return { resetByEmail: adminOf(context).resetByEmail };
}

/** Always the same answer, whether or not the address has an account. */
export async function requestPasswordLink(request: Request, context: AppLoadContext) {
  const admin = adminOf(context);
  if (!admin.resetByEmail) throw data("Password reset by email is not set up.", { status: 404 });
  const result = await admin.requestPasswordReset(field(await request.formData(), "email"));
  if (!result.ok) return data({ sent: false as const, error: result.error }, { status: 429 });
  return { sent: true as const };
}

/** The emailed link's page: the token comes in the query and goes back with the form. */
export function resetPasswordPage(request: Request, context: AppLoadContext) {
  adminOf(context);
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function resetPassword(request: Request, context: AppLoadContext) {
  const admin = adminOf(context);
  const form = await request.formData();
  const password = field(form, "password");
  if (password !== field(form, "confirm"))
    return data({ error: "The two passwords are not the same." }, { status: 400 });
  const result = await admin.resetPassword(field(form, "token"), password);
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  return redirect("/admin/login?notice=password-set", 303);
}
