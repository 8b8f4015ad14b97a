import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { panelClass } from "#app/features/admin/form-styles.ts";
import type { ContentEditorData } from "./editor.server";

/** Every published version, newest first; any older one can be published again in one click. */
export function VersionList({ versions }: { versions: ContentEditorData["versions"] }) {
  return (
    <section aria-labelledby="versions-heading" className={panelClass}>
      <h2 id="versions-heading" className="text-lg font-semibold text-ink">
        Published versions
      </h2>
      <p className="mt-1 text-slate-700">Rolling back publishes that version again and discards the draft.</p>
      {versions.length === 0 ? (
        <p className="mt-1 text-slate-700">
          Nothing published yet: the site shows the content it was built with.
        </p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-200">
          {versions.map((v, i) => (
            <li key={v.version} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink">
                  Version {v.version}
                  {i === 0 && " (live)"}
                </p>
                <p className="text-sm text-slate-700">
                  {v.publishedBy}, {v.publishedAt}
                  {v.note && ` · ${v.note}`}
                </p>
              </div>
              {i > 0 && <RollBack version={v.version} label={`Roll back to version ${v.version}`} />}
            </li>
          ))}
          <li className="flex flex-wrap items-center justify-between gap-3 py-3">
            <p className="font-semibold text-ink">The content the site was built with</p>
            <RollBack version={0} label="Roll back to the built content" />
          </li>
        </ol>
      )}
    </section>
  );
}

function RollBack({ version, label }: { version: number; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="version" value={version} />
      <Button type="submit" name="intent" value="rollback" variant="outline">
        {label}
      </Button>
    </Form>
  );
}
