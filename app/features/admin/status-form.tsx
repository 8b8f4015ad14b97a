import { Form } from "react-router";
import type { LeadStatus } from "#server/leads/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass, labelClass } from "./form-styles";
import { pipeline, statusLabels } from "./labels";
import { Alert } from "./messages";
import { usePendingIntent } from "./use-pending";

/** new → contacted → qualified → won / lost. */
export function StatusForm({ status, error }: { status: LeadStatus; error?: string }) {
  const saving = usePendingIntent("status");
  return (
    // Remounted when the saved status changes, so the select shows it.
    <Form key={status} method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="status" />
      <div>
        <label htmlFor="status" className={labelClass}>
          Status
        </label>
        <select
          id="status"
          name="status"
          defaultValue={status}
          aria-describedby={error ? "status-error" : undefined}
          className={`${inputClass} min-w-40`}
        >
          {pipeline.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={saving}>
        Save
      </Button>
      {error && (
        <Alert id="status-error" className="w-full">
          {error}
        </Alert>
      )}
    </Form>
  );
}
