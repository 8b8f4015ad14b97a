import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Alert } from "./messages";
import { usePendingIntent } from "./use-pending";

/** Erasure (a visitor's request, or spam): only with the box ticked, so one stray click erases nothing. */
export function EraseForm({ error }: { error?: string }) {
  const erasing = usePendingIntent("delete");
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="delete" />
      <div className="flex items-start gap-2">
        <input
          id="confirm-erase"
          type="checkbox"
          name="confirm"
          value="yes"
          required
          aria-describedby={error ? "erase-error" : undefined}
          className="mt-1 size-4 accent-red-700"
        />
        <label htmlFor="confirm-erase">Erase this record (erasure request). This cannot be undone.</label>
      </div>
      {error && <Alert id="erase-error">{error}</Alert>}
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
