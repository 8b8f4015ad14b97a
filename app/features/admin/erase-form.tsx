import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, fieldControl } from "#app/components/ui/field.tsx";
import type { FormReply } from "#common/forms.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";

const loadSchema = () => import("./detail-schema").then((m) => m.detailActionSchema);

/** Erasure (a visitor's request, or spam): only with the box ticked, so one stray click erases nothing. */
export function EraseForm({ reply }: { reply?: FormReply }) {
  const erasing = usePending({ intent: "delete" });
  const { errors, formProps } = useFormCheck(loadSchema, reply?.fieldErrors);
  const error = errors.confirm;
  return (
    <Form method="post" noValidate {...formProps} className="space-y-3">
      <input type="hidden" name="intent" value="delete" />
      <div>
        <div className="flex items-start gap-2">
          <input
            {...fieldControl("confirm-erase", error)}
            type="checkbox"
            name="confirm"
            value="yes"
            required
            className="mt-1 size-4 accent-red-700"
          />
          <label htmlFor="confirm-erase">Erase this record (erasure request). This cannot be undone.</label>
        </div>
        <FieldError id="confirm-erase" error={error} />
      </div>
      {/* variant null: no brand colour to fight the red one (cn does not merge classes). */}
      <Button
        type="submit"
        variant={null}
        disabled={erasing}
        className="bg-red-700 text-white hover:bg-red-800"
      >
        Delete
      </Button>
    </Form>
  );
}
