import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DetailActionData, SubmissionDetailData } from "./detail.server";
import { Deliveries } from "./deliveries";
import { EraseForm } from "./erase-form";
import { panelClass } from "./form-styles";
import { kindLabels } from "./labels";
import { Notice } from "./messages";
import { ActivityTimeline, NoteForm } from "./notes";
import { QuickActions } from "./quick-actions";
import { FieldList } from "./record-fields";
import { SpamReview } from "./spam-review";
import { StatusBadge } from "./status-badge";
import { StatusForm } from "./status-form";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SubmissionDetail({
  data,
  refused,
}: {
  data: SubmissionDetailData;
  refused?: DetailActionData;
}) {
  const { record, activity } = data;
  // A refused form's messages go under its own fields only.
  const reply = (intent: DetailActionData["intent"]) => (refused?.intent === intent ? refused : undefined);
  const spam = record.status === "spam";
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-2">
          Back to the inbox
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink [overflow-wrap:anywhere]">
          {kindLabels[record.kind]} from {record.name}
        </h1>
        <StatusBadge status={record.status} />
      </div>
      {data.notice && <Notice>{data.notice}</Notice>}
      <QuickActions links={data.actions} />

      <div className="grid gap-5 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-5">
          {spam ? (
            <Panel id="spam-heading" title="Held as spam">
              <SpamReview reasons={record.spamReasons} />
            </Panel>
          ) : (
            <Panel id="status-heading" title="Pipeline">
              <StatusForm status={record.status} reply={reply("status")} />
            </Panel>
          )}
          <Panel id="details-heading" title="Details">
            <FieldList fields={data.fields} />
          </Panel>
          <Panel id="attribution-heading" title="Where they came from">
            <FieldList fields={data.attribution} />
          </Panel>
          <Panel id="deliveries-heading" title="Deliveries">
            <Deliveries deliveries={data.deliveries} spam={spam} />
          </Panel>
        </div>
        <div className="space-y-5">
          <Panel id="notes-heading" title="Notes and activity">
            <div className="space-y-5">
              <NoteForm reply={reply("note")} count={activity.length} />
              <ActivityTimeline activity={activity} />
            </div>
          </Panel>
          <Panel id="erase-heading" title="Erase">
            <EraseForm reply={reply("delete")} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
