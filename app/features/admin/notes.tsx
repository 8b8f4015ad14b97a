import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import type { FormReply } from "#common/forms.ts";
import { useFormCheck } from "#app/lib/use-form-check.ts";
import { usePending } from "#app/lib/use-pending.ts";
import { wrapAnywhere } from "./form-styles";
import type { ActivityView } from "./detail-fields.server";
import { activityTitle, NOTE_MAX } from "./labels";

const loadSchema = () => import("./detail-schema").then((m) => m.detailActionSchema);

/** A new note; a refused one keeps its text (from the reply, for a post without JavaScript) and says why under it. */
export function NoteForm({ reply, count }: { reply?: FormReply; count: number }) {
  const adding = usePending({ intent: "note" });
  const { errors, formProps } = useFormCheck(loadSchema, reply?.fieldErrors);
  const error = errors.note;
  return (
    // Keyed by the number of entries: a saved note empties the field, a refused one keeps the text.
    <Form key={count} method="post" noValidate {...formProps} className="space-y-2">
      <input type="hidden" name="intent" value="note" />
      <Field id="note" label="Note" error={error}>
        <textarea
          {...fieldControl("note", error)}
          name="note"
          rows={3}
          required
          maxLength={NOTE_MAX}
          defaultValue={reply?.values?.note}
          className={inputClass}
        />
      </Field>
      <Button type="submit" disabled={adding}>
        Add note
      </Button>
    </Form>
  );
}

/** Notes and status changes, newest first. */
export function ActivityTimeline({ activity }: { activity: ActivityView[] }) {
  if (!activity.length) return <p className="text-slate-600">No notes or changes yet.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {activity.map((a) => (
        <li key={a.id}>
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-ink">{activityTitle(a.kind, a.body)}</span> · {a.when}
            {a.actor && <> · {a.actor}</>}
          </p>
          {a.kind === "note" && (
            <p className={`mt-1 whitespace-pre-wrap text-ink ${wrapAnywhere}`}>{a.body}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
