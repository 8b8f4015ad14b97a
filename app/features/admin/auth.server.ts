import { data, redirect, type AppLoadContext } from "react-router";
import { formValues, parseForm, requestForm, type FormReply } from "#common/forms.ts";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema } from "./auth-schema";
import { adminOf, safeNext } from "./session.server";

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

/**
 * Email and password; an empty one answers 400 under its field, a wrong one or the lockout
 * 401/429 with the message to show. The typed email comes back; the password never does.
 */
export async function signIn(request: Request, context: AppLoadContext) {
  const admin = adminOf(context);
  const typed = formValues(await requestForm(request));
  const values = { email: typed.email ?? "" };
  const parsed = parseForm(signInSchema, typed);
  if (!parsed.ok) return data<FormReply>({ fieldErrors: parsed.fieldErrors, values }, { status: 400 });
  const { email, password, next } = parsed.value;
  const result = await admin.signIn(email, password);
  if (!result.ok) return data<FormReply>({ error: result.error, values }, { status: result.status });
  return redirect(safeNext(next), { status: 303, headers: result.headers });
}

export async function signOut(context: AppLoadContext) {
  const admin = adminOf(context);
  return redirect("/admin/login", { status: 303, headers: await admin.signOut() });
}

/** "Forgot password?": the form, or, without SMTP, who to ask. */
export function forgotPasswordPage(context: AppLoadContext) {
  return { resetByEmail: adminOf(context).resetByEmail };
}

type ForgotReply = FormReply & { sent: false };

/** Always the same answer, whether or not the address has an account. */
export async function requestPasswordLink(request: Request, context: AppLoadContext) {
  const admin = adminOf(context);
  if (!admin.resetByEmail) throw data("Password reset by email is not set up.", { status: 404 });
  const typed = formValues(await requestForm(request));
  const values = { email: typed.email ?? "" };
  const parsed = parseForm(forgotPasswordSchema, typed);
  if (!parsed.ok)
    return data<ForgotReply>({ sent: false, fieldErrors: parsed.fieldErrors, values }, { status: 400 });
  const result = await admin.requestPasswordReset(parsed.value.email);
  if (!result.ok) return data<ForgotReply>({ sent: false, error: result.error, values }, { status: 429 });
  return { sent: true as const };
}

/** The emailed link's page: the token comes in the query and goes back with the form. */
export function resetPasswordPage(request: Request, context: AppLoadContext) {
  adminOf(context);
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function resetPassword(request: Request, context: AppLoadContext) {
  const admin = adminOf(context);
  const parsed = parseForm(resetPasswordSchema, await requestForm(request));
  if (!parsed.ok) {
    // The token is hidden: its problem is the whole form's.
    const { token, ...fieldErrors } = parsed.fieldErrors;
    return data<FormReply>({ error: token, fieldErrors }, { status: 400 });
  }
  const result = await admin.resetPassword(parsed.value.token, parsed.value.password);
  if (!result.ok) return data<FormReply>({ error: result.error }, { status: 400 });
  return redirect("/admin/login?notice=password-set", 303);
}
