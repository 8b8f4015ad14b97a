import { fieldControl, inputClass } from "#app/components/ui/field.tsx";
import { PASSWORD_MIN_LENGTH } from "./labels";

/**
 * A password's input, its field's control (see Field): the one someone has ("current"), or a
 * new one of at least PASSWORD_MIN_LENGTH characters, which a password manager may make.
 * `hint` and `also` are described-by ids as fieldControl takes them.
 */
export function PasswordInput({
  id,
  name = id,
  kind,
  error,
  hint,
  also,
  required = true,
  autoFocus,
}: {
  id: string;
  name?: string;
  kind: "current" | "new";
  error?: string;
  hint?: boolean;
  also?: string | false;
  required?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <input
      {...fieldControl(id, error, hint, also || undefined)}
      name={name}
      type="password"
      autoComplete={`${kind}-password`}
      required={required}
      minLength={kind === "new" ? PASSWORD_MIN_LENGTH : undefined}
      autoFocus={autoFocus}
      className={inputClass}
    />
  );
}
