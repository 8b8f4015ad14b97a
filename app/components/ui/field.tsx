import type { ReactNode } from "react";
import { labelClass } from "./control-styles";

export { inputClass, labelClass } from "./control-styles";

/**
 * The control's half of a Field: its id, and its error (then its hint, then `also`: the id of a
 * message for the whole form) as its description, so a screen reader reads them with the field.
 */
export function fieldControl(id: string, error?: string, hint?: boolean, also?: string) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`, also].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/**
 * A label, its control (the children: an input, select or textarea given `fieldControl(id, …)`),
 * an optional hint and the field's error under it. `id` is the control's id.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error, under it; for controls laid out apart from a Field (a checkbox beside its label). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
