import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import type { FormReply } from "#common/forms.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";

const loadSchema = () => import("./detail-schema").then((m) => m.detailActionSchema);

/** When to call back, in IST; it puts the record on Today's list that day. */
export function FollowUpForm({ value, reply }: { value: string; reply?: FormReply }) {
  const saving = usePending({ intent: "follow-up" });
  const { errors, formProps } = useFormCheck(loadSchema, reply?.fieldErrors);
  const error = errors.followUp;
  return (
    <Form key={value} method="post" noValidate {...formProps} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="follow-up" />
      <Field id="follow-up" label="Follow up on (IST)" error={error} className="min-w-48 flex-1">
        <input
          {...fieldControl("follow-up", error)}
          type="datetime-local"
          name="followUp"
          defaultValue={reply?.values?.followUp ?? value}
          className={inputClass}
        />
      </Field>
      <Button type="submit" disabled={saving}>
        Set follow-up
      </Button>
      {value && (
        <Button type="submit" name="followUp" value="" variant="outline" disabled={saving}>
          Clear
        </Button>
      )}
    </Form>
  );
}
