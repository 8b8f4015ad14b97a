import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass, panelClass } from "./form-styles";
import { Alert } from "./messages";

export function SignInForm({ next, error }: { next: string; error?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/login");
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold text-ink">Sign in</h1>
      {error && (
        <Alert id="sign-in-error" className="mt-4">
          {error}
        </Alert>
      )}
      <Form method="post" className={`${panelClass} mt-4 space-y-4`}>
        <input type="hidden" name="next" value={next} />
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
            autoFocus
            aria-describedby={error ? "sign-in-error" : undefined}
            className={inputClass}
          />
        </div>
        <Button type="submit" disabled={pending} className="w-full">
          Sign in
        </Button>
      </Form>
    </div>
  );
}
