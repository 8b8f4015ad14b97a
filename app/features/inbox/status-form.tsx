import { Form } from "react-router";
import type { LeadStatus } from "../../../server/leads/types";
import { Button } from "~/components/ui/button";
import { Field, fieldControl, inputClass } from "~/components/ui/field";
import { usePending } from "~/lib/use-pending";
import { cn } from "~/lib/utils";
import { pipeline, statusLabels } from "./labels";

/** new → contacted → qualified → won / lost. */
export function StatusForm({ status, error }: { status: LeadStatus; error?: string }) {
  const saving = usePending({ intent: "status" });
  return (
    // Remounted when the saved status changes, so the select shows it.
    <Form key={status} method="post" className="flex flex-wrap items-end gap-3">
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
