import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { parseForm, type FieldErrors } from "#common/forms.ts";

/**
 * The browser half of a form's schema (the action runs the same one). The schema loads on the
 * form's first focus, so zod stays out of the page's initial JavaScript; until it has loaded, or
 * without JavaScript, the action's check alone answers. A form that fails is not sent: its
 * messages show under the fields and the first one takes the focus. The action's messages
 * (`serverErrors`) show until the form is checked again.
 */
export function useFormCheck(load: () => Promise<z.ZodType>, serverErrors?: FieldErrors) {
  const schema = useRef<z.ZodType>(undefined);
  const [local, setLocal] = useState<FieldErrors>();
  const [answered, setAnswered] = useState(serverErrors);
  // A new answer from the action replaces the browser's messages (adjusted while rendering, as React advises).
  if (serverErrors !== answered) {
    setAnswered(serverErrors);
    setLocal(undefined);
  }

  function onFocus() {
    if (!schema.current)
      load().then(
        (loaded) => (schema.current = loaded),
        () => undefined,
      );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const result = schema.current && parseForm(schema.current, new FormData(form));
    // Only a field the person can correct stops the form; anything else is the action's to answer.
    const fields =
      result && !result.ok ? Object.keys(result.fieldErrors).map((n) => visibleField(form, n)) : [];
    const first = fields.find(Boolean);
    if (result && !result.ok && first) {
      event.preventDefault();
      setLocal(result.fieldErrors);
      first.focus();
    } else setLocal({});
  }

  return { errors: local ?? serverErrors ?? {}, formProps: { onFocus, onSubmit } };
}

function visibleField(form: HTMLFormElement, name: string): HTMLElement | undefined {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLElement && !(field instanceof HTMLInputElement && field.type === "hidden")
    ? field
    : undefined;
}
