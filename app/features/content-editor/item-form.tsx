import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldError, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/utils.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { Alert } from "#app/features/admin/messages.tsx";
import { editableLists, fields, type FieldSpec, type Part } from "./parts";
import type { ContentEditorReply } from "./editor.server";
import { todayInIst } from "#common/ist-time.ts";

export type Option = { id: string; name: string };
/** What the selects offer: the catalogue's courses and the draft's price tracks. */
export type Choices = { courses: Option[]; tracks: Option[] };

/**
 * One item's form: its fields from parts.ts, Save, and for batches, FAQs and testimonials
 * Remove, Up and Down. `base` is the item as opened; a refused save brings back what was typed.
 */
export function ItemForm({
  part,
  index,
  values,
  base,
  choices,
  reply,
  position,
}: {
  part: Part;
  /** Undefined for a new item. */
  index?: number;
  values: Record<string, string>;
  base: string;
  choices: Choices;
  /** The action's refusal, when it is this form's. */
  reply?: ContentEditorReply;
  position?: { first: boolean; last: boolean };
}) {
  const formId = `${part}-${index ?? "new"}`;
  const typed = reply?.values ?? values;
  // The action's schema, run in the browser too once loaded; only Save is checked (Remove and Move send no edit).
  const { errors, formProps } = useFormCheck(
    () =>
      import("./editor-schema").then((m) =>
        m.partSchema(part, {
          courseIds: choices.courses.map((c) => c.id),
          trackIds: choices.tracks.map((t) => t.id),
          todayIst: todayInIst(),
        }),
      ),
    reply?.fieldErrors,
  );
  // A message for a field the form does not draw (an FAQ's id) shows with the form's own.
  const drawn = new Set(fields[part].map((f) => f.name));
  const formError = [
    reply?.error,
    ...Object.entries(errors)
      .filter(([name]) => !drawn.has(name))
      .map(([, message]) => message),
  ]
    .filter(Boolean)
    .join(" ");
  const errorId = formError ? `${formId}-error` : undefined;
  const canReorder = index !== undefined && editableLists.includes(part);
  return (
    <Form
      method="post"
      noValidate
      className="grid gap-4 md:grid-cols-2"
      aria-describedby={errorId}
      onFocus={formProps.onFocus}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter instanceof HTMLButtonElement && submitter.value === "save") formProps.onSubmit(event);
      }}
    >
      <input type="hidden" name="part" value={part} />
      {index !== undefined && <input type="hidden" name="index" value={index} />}
      <input type="hidden" name="base" value={reply?.base ?? base} />
      {/* An FAQ keeps its id (its link anchor) through edits. */}
      {values.id !== undefined && <input type="hidden" name="id" value={values.id} />}
      {fields[part].map((spec) => (
        <ItemField
          key={spec.name}
          id={`${formId}-${spec.name}`}
          spec={spec}
          value={typed[spec.name] ?? ""}
          error={errors[spec.name]}
          choices={choices}
        />
      ))}
      {formError && (
        <Alert id={errorId} className="md:col-span-2">
          {formError}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <Button type="submit" name="intent" value="save">
          {index === undefined ? "Add to the draft" : "Save to the draft"}
        </Button>
        {canReorder && (
          <>
            <Button type="submit" name="intent" value="up" variant="outline" disabled={position?.first}>
              Move up
            </Button>
            <Button type="submit" name="intent" value="down" variant="outline" disabled={position?.last}>
              Move down
            </Button>
            <Button type="submit" name="intent" value="remove" variant="outline">
              Remove
            </Button>
          </>
        )}
      </div>
    </Form>
  );
}

function ItemField({
  id,
  spec,
  value,
  error,
  choices,
}: {
  id: string;
  spec: FieldSpec;
  value: string;
  error?: string;
  choices: Choices;
}) {
  const control = {
    ...fieldControl(id, error, Boolean(spec.hint)),
    name: spec.name,
    maxLength: spec.maxLength,
  };
  if (spec.kind === "checkbox")
    return (
      <div className="md:col-span-2">
        <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
          <input {...control} type="checkbox" defaultChecked={value === "on"} className="h-5 w-5" />
          {spec.label}
        </label>
        <FieldError id={id} error={error} />
      </div>
    );
  const options =
    typeof spec.options === "string"
      ? choices[spec.options].map((c) => [c.id, c.name] as const)
      : (spec.options ?? []);
  return (
    <Field
      id={id}
      label={spec.label}
      required={spec.required}
      hint={spec.hint}
      error={error}
      className={spec.kind === "textarea" || spec.kind === "lines" ? "md:col-span-2" : undefined}
    >
      {spec.kind === "select" ? (
        <select {...control} defaultValue={value} className={inputClass}>
          {!value && <option value="">Choose…</option>}
          {options.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      ) : spec.kind === "textarea" || spec.kind === "lines" ? (
        <textarea
          {...control}
          defaultValue={value}
          rows={spec.kind === "lines" ? 3 : 5}
          className={cn(inputClass, "h-auto py-2")}
        />
      ) : (
        <input
          {...control}
          type={spec.kind === "number" ? "number" : spec.kind === "date" ? "date" : "text"}
          inputMode={spec.kind === "number" ? "numeric" : undefined}
          defaultValue={value}
          className={inputClass}
        />
      )}
    </Field>
  );
}
