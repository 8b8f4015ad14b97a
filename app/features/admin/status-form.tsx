import { Form } from "react-router";
import type { LeadStatus } from "#server/leads/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import type { FormReply } from "#common/forms.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";
import { cn } from "#app/lib/utils.ts";
import { pipeline, statusLabels } from "./labels";

const loadSchema = () => import("./detail-schema").then((m) => m.detailActionSchema);

/** new → contacted → qualified → won / lost. */
export function StatusForm({ status, reply }: { status: LeadStatus; reply?: FormReply }) {
  const saving = usePending({ intent: "status" });
  const { errors, formProps } = useFormCheck(loadSchema, reply?.fieldErrors);
  const error = errors.status;
  return (
    // Remounted when the saved status changes, so the select shows it.
    <Form key={status} method="post" {...formProps} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="status" />
      <Field id="status" label="Status" error={error}>
        <select
          {...fieldControl("status", error)}
          name="status"
          defaultValue={status}
          className={cn(inputClass, "min-w-40")}
        >
          {pipeline.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" disabled={saving}>
        Save
      </Button>
    </Form>
  );
}
