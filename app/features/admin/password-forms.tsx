import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass, labelClass, panelClass } from "./form-styles";
import { Alert, Notice } from "./messages";
import { linkClass } from "./sign-in-form";

const MIN_LENGTH = 8;

function useSubmitting(action: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction?.startsWith(action) === true;
}

const backToSignIn = (
  <p className="mt-4">
    <Link to="/admin/login" className={linkClass}>
      Back to sign in
    </Link>
  </p>
);

/** Asks for the address to email a link to; without SMTP, says who can help instead. */
export function ForgotPasswordForm({
  resetByEmail,
  sent,
  error,
}: {
  resetByEmail: boolean;
  sent?: boolean;
  error?: string;
}) {
  const pending = useSubmitting("/admin/forgot-password");
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
          <Form method="post" className={`${panelClass} mt-4 space-y-4`}>
            <div>
              <label htmlFor="email" className={labelClass}>
                Email
              </label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="username"
                required
                autoFocus
                aria-describedby={error ? "forgot-error" : undefined}
                className={inputClass}
              />
            </div>
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
export function ResetPasswordForm({ token, error }: { token: string; error?: string }) {
  const pending = useSubmitting("/admin/reset-password");
  const described = error ? "reset-error" : "password-hint";
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
          <Form method="post" className={`${panelClass} mt-4 space-y-4`}>
            <input type="hidden" name="token" value={token} />
            <div>
              <label htmlFor="password" className={labelClass}>
                New password
              </label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_LENGTH}
                autoFocus
                aria-describedby={described}
                className={inputClass}
              />
              <p id="password-hint" className="mt-1 text-sm text-slate-600">
                At least {MIN_LENGTH} characters.
              </p>
            </div>
            <div>
              <label htmlFor="confirm" className={labelClass}>
                New password again
              </label>
              <input
                id="confirm"
                name="confirm"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_LENGTH}
                className={inputClass}
              />
            </div>
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
