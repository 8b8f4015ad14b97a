import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import type { FormReply } from "#common/forms.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";
import { panelClass } from "./form-styles";
import { PASSWORD_MIN_LENGTH } from "./labels";
import { PasswordInput } from "./password-input";
import { Alert, Notice } from "./messages";
import { linkClass } from "./sign-in-form";

const loadForgot = () => import("./auth-schema").then((m) => m.forgotPasswordSchema);
const loadReset = () => import("./auth-schema").then((m) => m.resetPasswordSchema);
const loadChange = () => import("./auth-schema").then((m) => m.changePasswordSchema);

const backToSignIn = (
  <p className="mt-4">
    <Link to="/admin/login" className={linkClass}>
      Back to sign in
    </Link>
  </p>
);

/** A new password and the same again, with their errors; `also` describes the first too. */
function NewPasswordFields({
  errors,
  also,
  autoFocus,
}: {
  errors: { password?: string; confirm?: string };
  also?: string | false;
  autoFocus?: boolean;
}) {
  return (
    <>
      <Field
        id="password"
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
      >
        <PasswordInput
          id="password"
          kind="new"
          error={errors.password}
          hint
          also={also}
          autoFocus={autoFocus}
        />
      </Field>
      <Field id="confirm" label="New password again" error={errors.confirm}>
        <PasswordInput id="confirm" kind="new" error={errors.confirm} />
      </Field>
    </>
  );
}

/** Asks for the address to email a link to; without SMTP, says who can help instead. */
export function ForgotPasswordForm({
  resetByEmail,
  sent,
  reply,
}: {
  resetByEmail: boolean;
  sent?: boolean;
  reply?: FormReply;
}) {
  const pending = usePending({ action: "/admin/forgot-password" });
  const error = reply?.error;
  const { errors, formProps } = useFormCheck(loadForgot, reply?.fieldErrors);
  const emailError = errors.email;
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold text-ink">Forgot password</h1>
      {!resetByEmail ? (
        <p className="mt-4 text-ink">
          This site cannot email password links: email is not set up on it. Ask an admin of the sales inbox to
          set a new password for you.
        </p>
      ) : sent ? (
        <Notice className="mt-4">
          If that address has an account, we have emailed it a link to set a new password. The link works for
          1 hour.
        </Notice>
      ) : (
        <>
          <p className="mt-4 text-ink">
            Enter the email you sign in with. We will email you a link to set a new password.
          </p>
          {error && (
            <Alert id="forgot-error" className="mt-4">
              {error}
            </Alert>
          )}
          <Form method="post" noValidate {...formProps} className={`${panelClass} mt-4 space-y-4`}>
            <Field id="email" label="Email" error={emailError}>
              <input
                {...fieldControl("email", emailError, false, error && "forgot-error")}
                name="email"
                type="email"
                autoComplete="username"
                required
                autoFocus
                defaultValue={reply?.values?.email}
                className={inputClass}
              />
            </Field>
            <Button type="submit" disabled={pending} className="w-full">
              Email me a link
            </Button>
          </Form>
        </>
      )}
      {backToSignIn}
    </div>
  );
}

/** The emailed link's form: the new password, twice. */
export function ResetPasswordForm({ token, reply }: { token: string; reply?: FormReply }) {
  const pending = usePending({ action: "/admin/reset-password" });
  const error = reply?.error;
  const { errors, formProps } = useFormCheck(loadReset, reply?.fieldErrors);
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold text-ink">Set a new password</h1>
      {!token ? (
        <Alert className="mt-4">
          This link is incomplete. Open the link from the email again, or ask for a new one.
        </Alert>
      ) : (
        <>
          {error && (
            <Alert id="reset-error" className="mt-4">
              {error}
            </Alert>
          )}
          <Form method="post" noValidate {...formProps} className={`${panelClass} mt-4 space-y-4`}>
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields errors={errors} also={error && "reset-error"} autoFocus />
            <Button type="submit" disabled={pending} className="w-full">
              Set password
            </Button>
          </Form>
        </>
      )}
      <p className="mt-4">
        <Link to="/admin/forgot-password" className={linkClass}>
          Ask for a new link
        </Link>
      </p>
    </div>
  );
}

/** One's own password, signed in: the current one, then the new one twice. */
export function ChangePasswordForm({
  email,
  changed,
  reply,
}: {
  email: string;
  changed: boolean;
  reply?: FormReply;
}) {
  const pending = usePending({ action: "/admin/password" });
  const { errors, formProps } = useFormCheck(loadChange, reply?.fieldErrors);
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold text-ink">Your password</h1>
      <p className="mt-2 text-slate-600">For {email}. Your other sessions end when it changes.</p>
      {changed && <Notice className="mt-4">Your new password is set.</Notice>}
      <Form method="post" noValidate {...formProps} className={`${panelClass} mt-4 space-y-4`}>
        <Field id="current" label="Current password" error={errors.current}>
          <PasswordInput id="current" kind="current" error={errors.current} />
        </Field>
        <NewPasswordFields errors={errors} />
        <Button type="submit" disabled={pending} className="w-full">
          Change password
        </Button>
      </Form>
    </div>
  );
}
