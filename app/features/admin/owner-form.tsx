import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import type { FormReply } from "#common/forms.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";

const loadSchema = () => import("./detail-schema").then((m) => m.detailActionSchema);

/** Who works the record: anyone who can be given records, or nobody; one tap to take it yourself. */
export function OwnerForm({
  ownerId,
  me,
  staff,
  reply,
}: {
  ownerId: string;
  me: string;
  staff: { id: string; name: string }[];
  reply?: FormReply;
}) {
  const saving = usePending({ intent: "assign" });
  const { errors, formProps } = useFormCheck(loadSchema, reply?.fieldErrors);
  const error = errors.owner;
  return (
    // Remounted when the saved owner changes, so the select shows it.
    <Form key={ownerId} method="post" {...formProps} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="assign" />
      <Field id="owner" label="Owner" error={error} className="min-w-48 flex-1">
        <select {...fieldControl("owner", error)} name="owner" defaultValue={ownerId} className={inputClass}>
          <option value="">Nobody</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
              {s.id === me ? " (me)" : ""}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" disabled={saving}>
        Assign
      </Button>
      {ownerId !== me && staff.some((s) => s.id === me) && (
        <Button type="submit" name="owner" value={me} variant="outline" disabled={saving}>
          Assign to me
        </Button>
      )}
    </Form>
  );
}
