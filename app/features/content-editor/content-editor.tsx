import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldControl, inputClass } from "#app/components/ui/field.tsx";
import { usePending } from "#app/lib/use-pending.ts";
import { panelClass } from "#app/features/admin/form-styles.ts";
import { Alert, Notice } from "#app/features/admin/messages.tsx";
import type { ContentEditorData, ContentEditorReply } from "./editor.server";
import { ItemForm, type Choices } from "./item-form";
import {
  editableLists,
  formValuesOf,
  isSinglePart,
  partLabels,
  PARTS,
  previewPaths,
  type Part,
} from "./parts";
import { VersionList } from "./version-list";

/** /admin/content: the draft, part by part; preview, publish, discard; the versions to roll back to. */
export function ContentEditor({ data, reply }: { data: ContentEditorData; reply?: ContentEditorReply }) {
  const { part, items, choices } = data;
  const mine = (index?: number) =>
    reply?.part === part &&
    reply.index === String(index ?? "") &&
    (reply.fieldErrors || reply.base || reply.error)
      ? reply
      : undefined;
  const forPublish = reply && !reply.part ? reply : undefined;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-ink">Site content</h1>
      {data.notice && <Notice>{data.notice}</Notice>}
      <DraftPanel data={data} reply={forPublish} />

      <nav aria-label="Content parts" className="flex flex-wrap gap-2">
        {PARTS.map((p) => (
          <Link
            key={p}
            to={`?part=${p}`}
            aria-current={p === part ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold ${
              p === part
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-brand-800 hover:bg-brand-50"
            }`}
          >
            {partLabels[p]}
          </Link>
        ))}
      </nav>

      <section aria-labelledby="part-heading" className="grid gap-3">
        <h2 id="part-heading" className="text-xl font-semibold text-ink">
          {partLabels[part]}
        </h2>
        {part === "batches" && items.length === 0 && (
          <p className="text-slate-700">
            No batch entered: the calendar shows the generated schedule. Add a batch to show the ones you run.
          </p>
        )}
        {isSinglePart(part) ? (
          <div className={panelClass}>
            <ItemForm
              part={part}
              index={0}
              values={formValuesOf(part, items[0]?.item)}
              base={items[0]?.base ?? ""}
              choices={choices}
              reply={mine(0)}
              key={items[0]?.base}
            />
          </div>
        ) : (
          items.map(({ item, base }, index) => (
            <details key={base + index} open={Boolean(mine(index))} className={panelClass}>
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">
                {summaryOf(part, item, index, choices)}
              </summary>
              <div className="mt-3">
                <ItemForm
                  part={part}
                  index={index}
                  values={formValuesOf(part, item)}
                  base={base}
                  choices={choices}
                  reply={mine(index)}
                  position={{ first: index === 0, last: index === items.length - 1 }}
                />
              </div>
            </details>
          ))
        )}
        {editableLists.includes(part) && (
          <div className={panelClass}>
            <h3 className="mb-3 text-lg font-semibold text-ink">Add {addLabels[part]}</h3>
            <ItemForm
              key={items.length}
              part={part}
              values={{}}
              base=""
              choices={choices}
              reply={mine(undefined)}
            />
          </div>
        )}
      </section>

      <VersionList versions={data.versions} />
    </div>
  );
}

const addLabels: Partial<Record<Part, string>> = {
  batches: "a batch",
  faqs: "a question",
  testimonials: "a testimonial",
};

function summaryOf(part: Part, item: unknown, index: number, { courses, tracks }: Choices): string {
  const v = formValuesOf(part, item);
  switch (part) {
    case "batches":
      return `${courses.find((c) => c.id === v.courseId)?.name ?? v.courseId} · starts ${v.startDate} · ${v.mode} · ${v.timing} · ${v.status}`;
    case "courses":
      return `${courses.find((c) => c.id === v.id)?.name ?? v.id}: ${v.price}, ${v.duration}, ${tracks.find((t) => t.id === v.track)?.name ?? v.track}`;
    case "tracks":
      return v.title;
    case "faqs":
      return v.question;
    case "testimonials":
      return `${v.name}, ${v.title}`;
    case "hero":
      return `Slide ${index + 1}: ${v.title}`;
    default:
      return partLabels[part];
  }
}

function DraftPanel({ data, reply }: { data: ContentEditorData; reply?: ContentEditorReply }) {
  const publishing = usePending({ intent: "publish" });
  return (
    <section aria-labelledby="draft-heading" className={panelClass}>
      <h2 id="draft-heading" className="text-lg font-semibold text-ink">
        Draft
      </h2>
      <p className="mt-1 text-slate-700">
        {data.changed
          ? `Unpublished changes, last saved by ${data.updated}.`
          : "No unpublished changes: the site shows the latest published version."}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <span className="font-medium text-ink">Preview with the draft:</span>
        {previewPaths[data.part].map((path) => (
          <a
            key={path}
            href={`${path}?preview`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {path}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ))}
      </p>
      {reply?.error && <Alert className="mt-3">{reply.error}</Alert>}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <Field id="publish-note" label="Note for the history (optional)" error={reply?.fieldErrors?.note}>
          <input
            {...fieldControl("publish-note", reply?.fieldErrors?.note)}
            name="note"
            defaultValue={reply?.values?.note}
            className={inputClass}
          />
        </Field>
        <Button type="submit" name="intent" value="publish" disabled={!data.changed || publishing}>
          Publish
        </Button>
        <Button type="submit" name="intent" value="discard" variant="outline" disabled={!data.changed}>
          Discard the draft
        </Button>
      </Form>
    </section>
  );
}
