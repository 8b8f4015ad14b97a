import { data, redirect, type AppLoadContext } from "react-router";
import {
  activityView,
  attributionFields,
  deliveryView,
  quickActions,
  submissionFields,
} from "./detail-fields.server";
import { NOTE_MAX, pipeline } from "./labels";
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

export type DetailIntent = "status" | "note" | "retry" | "not-spam" | "delete";
/** A refused action: which form it came from, and why (shown beside that form). */
export type DetailActionData = { intent: DetailIntent; error: string };

/**
 * Every form on the detail page posts here with an `intent`. A done action redirects (so a
 * reload does not post again); a refused one answers 400 with the reason.
 */
export async function submissionAction(request: Request, context: AppLoadContext, id: string) {
  const { admin, user, record } = await recordOr404(context, request, id);
  const form = await request.formData();
  const intent = form.get("intent");
  const here = `/admin/submissions/${encodeURIComponent(record.id)}`;
  const refuse = (intent: DetailIntent, error: string) =>
    data<DetailActionData>({ intent, error }, { status: 400 });

  switch (intent) {
    case "status": {
      const status = pipeline.find((s) => s === form.get("status"));
      if (!status) return refuse("status", "Choose a status.");
      if (status !== record.status) await admin.store.setStatus(record.id, status, user.actor);
      return redirect(`${here}?notice=status`, 303);
    }
    case "note": {
      const body = String(form.get("note") ?? "").trim();
      if (!body) return refuse("note", "Write the note first.");
      if (body.length > NOTE_MAX) return refuse("note", `A note can be at most ${NOTE_MAX} characters.`);
      await admin.store.addNote(record.id, body, user.actor);
      return redirect(`${here}?notice=note`, 303);
    }
    case "retry":
      await admin.store.retry(record.id, user.actor);
      return redirect(`${here}?notice=retried`, 303);
    case "not-spam":
      // Releasing it queues the deliveries that spam held back.
      await admin.store.setStatus(record.id, "new", user.actor);
      return redirect(`${here}?notice=released`, 303);
    case "delete":
      if (form.get("confirm") !== "yes") return refuse("delete", "Tick the box to confirm the erasure.");
      await admin.store.delete(record.id);
      // Logged with who erased it (staff data), never the visitor's.
      admin.log(`erasure: ${record.id} by ${user.actor} ${new Date().toISOString()}`);
      return redirect("/admin?notice=deleted", 303);
    default:
      throw data("Unknown action.", { status: 400 });
  }
}

export type SubmissionDetailData = Awaited<ReturnType<typeof submissionDetail>>;
