import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, fieldControl } from "~/components/ui/field";
import { usePending } from "~/lib/use-pending";

/** Erasure (a visitor's request, or spam): only with the box ticked, so one stray click erases nothing. */
export function EraseForm({ error }: { error?: string }) {
  const erasing = usePending({ intent: "delete" });
  return (
    <Form method="post" noValidate className="space-y-3">
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
