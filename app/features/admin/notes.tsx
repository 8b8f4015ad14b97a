import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass, labelClass, wrapAnywhere } from "./form-styles";
import type { ActivityView } from "./detail-fields.server";
import { activityTitle, NOTE_MAX } from "./labels";
import { Alert } from "./messages";
import { usePendingIntent } from "./use-pending";

export function NoteForm({ error, count }: { error?: string; count: number }) {
  const adding = usePendingIntent("note");
  return (
    // Keyed by the number of entries: a saved note empties the field, a refused one keeps the text.
    <Form key={count} method="post" className="space-y-2">
      <input type="hidden" name="intent" value="note" />
      <label htmlFor="note" className={labelClass}>
        Note
      </label>
      <textarea
        id="note"
        name="note"
        rows={3}
        required
        maxLength={NOTE_MAX}
        aria-describedby={error ? "note-error" : undefined}
        className={inputClass}
      />
      {error && <Alert id="note-error">{error}</Alert>}
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
