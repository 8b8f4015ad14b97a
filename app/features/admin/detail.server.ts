import { data, redirect, type AppLoadContext } from "react-router";
import { parseForm, requestForm, type FormReply } from "#common/forms.ts";
import {
  activityView,
  attributionFields,
  deliveryView,
  quickActions,
  submissionFields,
} from "./detail-fields.server";
import { detailActionSchema, type DetailIntent } from "./detail-schema";
import { requireUser } from "./session.server";

const notices: Record<string, string> = {
  status: "Status saved.",
  note: "Note added.",
  retried: "Failed deliveries are queued again.",
  released: "Moved to New: its deliveries are queued now.",
};

async function recordOr404(context: AppLoadContext, request: Request, id: string) {
  const { admin, user } = await requireUser(context, request);
  const record = await admin.store.get(id);
  if (!record) throw data("No such record (it may have been erased).", { status: 404 });
  return { admin, user, record };
}

/** /admin/submissions/:id: the record, its activity (newest first) and a notice after an action. */
export async function submissionDetail(request: Request, context: AppLoadContext, id: string) {
  const { admin, record } = await recordOr404(context, request, id);
  return {
    // What the page itself shows of the record; every field is in `fields`.
    record: {
      id: record.id,
      kind: record.kind,
      name: record.name,
      status: record.status,
      spamReasons: record.spamReasons,
    },
    actions: quickActions(record),
    fields: submissionFields(record),
    attribution: attributionFields(record),
    deliveries: record.deliveries.map(deliveryView),
    activity: (await admin.store.activity(record.id)).map(activityView),
    notice: notices[new URL(request.url).searchParams.get("notice") ?? ""],
  };
}

/** A refused action: which form it came from, why (per field), and the note as typed. */
export type DetailActionData = FormReply<DetailIntent> & { intent: DetailIntent };

/**
 * Every form on the detail page posts here with an `intent`, parsed once by the page's schema.
 * A done action redirects (so a reload does not post again); a refused one answers 400 with the
 * reason under its field; an unknown intent is a 400 error page.
 */
export async function submissionAction(request: Request, context: AppLoadContext, id: string) {
  const { admin, user, record } = await recordOr404(context, request, id);
  const form = await requestForm(request);
  const parsed = parseForm(detailActionSchema, form);
  if (!parsed.ok) {
    const intent = form.get("intent");
    if (parsed.fieldErrors.intent || typeof intent !== "string")
      throw data(parsed.fieldErrors.intent, { status: 400 });
    const note = form.get("note");
    return data<DetailActionData>(
      {
        intent: intent as DetailIntent,
        fieldErrors: parsed.fieldErrors,
        values: typeof note === "string" ? { note } : undefined,
      },
      { status: 400 },
    );
  }
  const action = parsed.value;
  const here = `/admin/submissions/${encodeURIComponent(record.id)}`;

  switch (action.intent) {
    case "status":
      if (action.status !== record.status) await admin.store.setStatus(record.id, action.status, user.actor);
      return redirect(`${here}?notice=status`, 303);
    case "note":
      await admin.store.addNote(record.id, action.note, user.actor);
      return redirect(`${here}?notice=note`, 303);
    case "retry":
      await admin.store.retry(record.id, user.actor);
      return redirect(`${here}?notice=retried`, 303);
    case "not-spam":
      // Releasing it queues the deliveries that spam held back.
      await admin.store.setStatus(record.id, "new", user.actor);
      return redirect(`${here}?notice=released`, 303);
    case "delete":
      await admin.store.delete(record.id);
      // Logged with who erased it (staff data), never the visitor's.
      admin.log(`erasure: ${record.id} by ${user.actor} ${new Date().toISOString()}`);
      return redirect("/admin?notice=deleted", 303);
  }
}

export type SubmissionDetailData = Awaited<ReturnType<typeof submissionDetail>>;
