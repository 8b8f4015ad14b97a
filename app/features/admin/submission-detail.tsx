import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import type { DetailActionData, SubmissionDetailData } from "./detail.server";
import { BookingPanel } from "./booking-panel";
import { Deliveries } from "./deliveries";
import { EraseForm } from "./erase-form";
import { FollowUpForm } from "./follow-up-form";
import { panelClass } from "./form-styles";
import { kindLabels, pipeline, statusActionLabels } from "./labels";
import { Notice } from "./messages";
import { ActivityTimeline, NoteForm } from "./notes";
import { OwnerForm } from "./owner-form";
import { QuickActions } from "./quick-actions";
import { LostForm, StatusButton, UndoNotice } from "./quick-status";
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

/** A record's page: who and how to reach them, then what to do (status, owner, follow-up, notes), then the rest. */
export function SubmissionDetail({
  data,
  refused,
}: {
  data: SubmissionDetailData;
  refused?: DetailActionData;
}) {
  const { record, activity } = data;
  // A refused form's messages go under its own fields only.
  const reply = (intent: DetailActionData["intent"]) =>
    refused?.intent === intent && !refused.done ? refused : undefined;
  const spam = record.status === "spam";
  const steps = pipeline.filter((s) => s !== "new" && s !== "lost" && s !== record.status);
  return (
    <div className="space-y-4">
      <p>
        <Link
          to="/admin"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
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
      {data.actions && <QuickActions links={data.actions} />}

      <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-4">
          {data.booking && (
            <Panel id="booking-heading" title="Booking">
              <BookingPanel
                booking={data.booking}
                markPaidReply={reply("mark-paid")}
                refundReply={reply("refund")}
              />
            </Panel>
          )}
          {spam ? (
            <Panel id="spam-heading" title="Held as spam">
              <SpamReview reasons={record.spamReasons} />
            </Panel>
          ) : (
            <Panel id="status-heading" title="Pipeline">
              <div className="space-y-4">
                <div className="flex flex-wrap gap-2">
                  {steps.map((s) => (
                    <StatusButton
                      key={s}
                      id={record.id}
                      status={s}
                      className="border border-brand-700 bg-white px-4 text-brand-800 hover:bg-brand-50"
                    >
                      {statusActionLabels[s]}
                    </StatusButton>
                  ))}
                </div>
                {record.status !== "lost" && (
                  <div className="max-w-sm">
                    <LostForm id={record.id} name={record.name} />
                  </div>
                )}
                <StatusForm status={record.status} reply={reply("status")} />
                <OwnerForm ownerId={record.ownerId} me={data.me} staff={data.staff} reply={reply("assign")} />
                <FollowUpForm value={record.followUp} reply={reply("follow-up")} />
              </div>
            </Panel>
          )}
          <Panel id="notes-heading" title="Notes and activity">
            <div className="space-y-5">
              <NoteForm reply={reply("note")} count={activity.length} />
              <ActivityTimeline activity={activity} />
            </div>
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel id="details-heading" title="Details">
            <FieldList fields={data.fields} />
          </Panel>
          <section aria-labelledby="attribution-heading" className={panelClass}>
            {/* Folded on a phone, where the actions and notes come first. */}
            <details open={!data.phone} className="group">
              <summary
                className={cn(
                  "flex min-h-11 cursor-pointer list-none items-center justify-between rounded [&::-webkit-details-marker]:hidden",
                )}
              >
                <h2 id="attribution-heading" className="text-lg font-semibold text-ink">
                  Where they came from
                </h2>
                <Icon name="ChevronDown" className="h-5 w-5 text-slate-600 group-open:rotate-180" />
              </summary>
              <div className="mt-3">
                {data.attribution.length ? (
                  <FieldList fields={data.attribution} />
                ) : (
                  <p className="text-slate-600">Nothing is known.</p>
                )}
              </div>
            </details>
          </section>
          <Panel id="deliveries-heading" title="Deliveries">
            <Deliveries deliveries={data.deliveries} spam={spam} />
          </Panel>
          <Panel id="erase-heading" title="Erase">
            <EraseForm reply={reply("delete")} />
          </Panel>
        </div>
      </div>
      <UndoNotice posted={refused?.done} />
    </div>
  );
}
