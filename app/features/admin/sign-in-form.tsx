import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import type { FormReply } from "#common/forms.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";
import { panelClass } from "./form-styles";
import { PasswordInput } from "./password-input";
import { Alert, Notice } from "./messages";

const loadSchema = () => import("./auth-schema").then((m) => m.signInSchema);

export const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export function SignInForm({ next, reply, notice }: { next: string; reply?: FormReply; notice?: string }) {
  const pending = usePending({ action: "/admin/login" });
  const { errors, formProps } = useFormCheck(loadSchema, reply?.fieldErrors);
  // A refusal of the pair (wrong, or locked out) describes both fields.
  const refusal = reply?.error ? "sign-in-error" : undefined;
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold text-ink">Sign in</h1>
      {notice && !reply && <Notice className="mt-4">{notice}</Notice>}
      {reply?.error && (
        <Alert id="sign-in-error" className="mt-4">
          {reply.error}
        </Alert>
      )}
      <Form method="post" noValidate {...formProps} className={`${panelClass} mt-4 space-y-4`}>
        <input type="hidden" name="next" value={next} />
        <Field id="email" label="Email" error={errors.email}>
          <input
            {...fieldControl("email", errors.email, false, refusal)}
            name="email"
            type="email"
            autoComplete="username"
            required
            autoFocus
            defaultValue={reply?.values?.email}
            className={inputClass}
          />
        </Field>
        <Field id="password" label="Password" error={errors.password}>
          <PasswordInput id="password" kind="current" error={errors.password} also={refusal} />
        </Field>
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
