import { data, redirect, type AppLoadContext } from "react-router";
import { formValues, parseForm, requestForm, type FormReply } from "#common/forms.ts";
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema, signInSchema } from "./auth-schema";
import { openAccess, requireAccess, safeNext } from "./session.server";

const signInNotices: Record<string, string> = {
  "password-set": "Your new password is set. Sign in with it.",
};

/** The sign-in page: someone already signed in goes straight on. */
export async function signInPage(request: Request, context: AppLoadContext) {
  const admin = await openAccess(context, request);
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
  const admin = await openAccess(context, request);
  const typed = formValues(await requestForm(request));
  const values = { email: typed.email ?? "" };
  const parsed = parseForm(signInSchema, typed);
  if (!parsed.ok) return data<FormReply>({ fieldErrors: parsed.fieldErrors, values }, { status: 400 });
  const { email, password, next } = parsed.value;
  const result = await admin.signIn(email, password);
  if (!result.ok) return data<FormReply>({ error: result.error, values }, { status: result.status });
  return redirect(safeNext(next), { status: 303, headers: result.headers });
}

/** Anyone may sign out: with no session, it only goes to the sign-in page. */
export async function signOut(request: Request, context: AppLoadContext) {
  const admin = await openAccess(context, request);
  return redirect("/admin/login", { status: 303, headers: await admin.signOut() });
}

/** "Forgot password?": the form, or, without SMTP, who to ask. */
export async function forgotPasswordPage(request: Request, context: AppLoadContext) {
  return { resetByEmail: (await openAccess(context, request)).resetByEmail };
}

type ForgotReply = FormReply & { sent: false };

/** Always the same answer, whether or not the address has an account. */
export async function requestPasswordLink(request: Request, context: AppLoadContext) {
  const admin = await openAccess(context, request);
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
export async function resetPasswordPage(request: Request, context: AppLoadContext) {
  await openAccess(context, request);
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function resetPassword(request: Request, context: AppLoadContext) {
  const admin = await openAccess(context, request);
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

/** /admin/password: one's own password, for every role. */
export async function passwordPage(request: Request, context: AppLoadContext) {
  const { user } = await requireAccess(context, request);
  return { email: user.email, changed: new URL(request.url).searchParams.get("notice") === "changed" };
}

export async function changePassword(request: Request, context: AppLoadContext) {
  const { admin, user } = await requireAccess(context, request);
  const parsed = parseForm(changePasswordSchema, await requestForm(request));
  if (!parsed.ok) return data<FormReply>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  const result = await admin.changePassword(parsed.value.current, parsed.value.password);
  if (!result.ok) return data<FormReply>({ fieldErrors: { [result.field]: result.error } }, { status: 400 });
  admin.log(`password: ${user.email} changed their own ${new Date().toISOString()}`);
  return redirect("/admin/password?notice=changed", { status: 303, headers: result.headers });
}
