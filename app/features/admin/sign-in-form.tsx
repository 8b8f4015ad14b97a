import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass, labelClass, panelClass } from "./form-styles";
import { Alert, Notice } from "./messages";

export const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export function SignInForm({
  next,
  error,
  email,
  notice,
}: {
  next: string;
  error?: string;
  email?: string;
  notice?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/login");
  const described = error ? "sign-in-error" : undefined;
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold text-ink">Sign in</h1>
      {notice && !error && <Notice className="mt-4">{notice}</Notice>}
      {error && (
        <Alert id="sign-in-error" className="mt-4">
          {error}
        </Alert>
      )}
      <Form method="post" className={`${panelClass} mt-4 space-y-4`}>
        <input type="hidden" name="next" value={next} />
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
            defaultValue={email}
            aria-describedby={described}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="password" className={labelClass}>
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={described}
            className={inputClass}
          />
        </div>
        <Button type="submit" disabled={pending} className="w-full">
          Sign in
        </Button>
      </Form>
      <p className="mt-4">
        <Link to="/admin/forgot-password" className={linkClass}>
          Forgot password?
        </Link>
      </p>
    </div>
  );
}
