import { data, redirect, type AppLoadContext } from "react-router";
import { formValues, parseForm, requestForm, type FormReply } from "#common/forms.ts";
import { may } from "#common/staff-access.ts";
import { bookingPanel } from "./booking-panel.server";
import {
  activityView,
  attributionFields,
  deliveryView,
  quickActions,
  submissionFields,
} from "./detail-fields.server";
import { detailActionSchema, detailMessages, type DetailIntent } from "./detail-schema";
import { isPhone } from "./device.server";
import { IST_OFFSET_MINUTES, istTime } from "#common/ist-time.ts";
import type { LeadStatus } from "#server/leads/types.ts";
import { requireAccess } from "./session.server";

const notices: Record<string, string> = {
  status: "Status saved.",
  note: "Note added.",
  retried: "Failed deliveries are queued again.",
  released: "Moved to New: its deliveries are queued now.",
  assigned: "Owner saved.",
  "follow-up": "Follow-up saved.",
  paid: "Marked paid: the receipt and the invoice are on their way to the visitor.",
  refunded: "Refunded: the seat is released and the visitor is told by email.",
};

/** An instant as a datetime-local field shows it, in IST: "2026-11-21T10:30". */
const istInput = (iso: string | undefined) =>
  iso ? new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16) : "";

async function recordOr404(context: AppLoadContext, request: Request, id: string) {
  const { admin, user } = await requireAccess(context, request);
  const record = await admin.store.get(id);
  if (!record) throw data("No such record (it may have been erased).", { status: 404 });
  return { admin, user, record };
}

/** /admin/submissions/:id: the record, its activity (newest first) and a notice after an action. */
export async function submissionDetail(request: Request, context: AppLoadContext, id: string) {
  const { admin, user, record } = await recordOr404(context, request, id);
  // Opening it is reading it.
  if (!record.read) await admin.store.markRead(record.id);
  const booking = await admin.bookings?.get(record.id);
  return {
    // What the page itself shows of the record; every field is in `fields`.
    record: {
      id: record.id,
      kind: record.kind,
      name: record.name,
      status: record.status,
      spamReasons: record.spamReasons,
      ownerId: record.owner?.id ?? "",
      followUp: istInput(record.followUpAt),
      followUpText: istTime(record.followUpAt),
    },
    me: user.id,
    staff: (await admin.store.staff()).map((s) => ({ id: s.id, name: s.name || s.email })),
    // Attribution is folded on a phone: the actions and notes come first there.
    phone: isPhone(request),
    actions: quickActions(record),
    fields: submissionFields(record),
    attribution: attributionFields(record),
    // Sales see the batch's queue on each of its bookings.
    booking:
      booking && bookingPanel(booking, user.role, (await admin.bookings?.queue(booking.batch_key)) ?? []),
    deliveries: record.deliveries.map(deliveryView),
    activity: (await admin.store.activity(record.id)).map(activityView),
    notice: notices[new URL(request.url).searchParams.get("notice") ?? ""],
  };
}

/** Why marking a booking paid did nothing. */
const markPaidRefusals = {
  duplicate: "This booking was marked paid before and is not paid now: see its notes.",
  "not-offline": "Only a booking to be paid offline can be marked paid here.",
  mismatch: "The booking's amount did not match: nothing was marked paid. Reload the page and try again.",
  "refund-due":
    "The seat was taken by someone else after the hold ended: the booking was not marked paid. Give the money back.",
} as const;

/** A one-tap status change, for the notice that offers to undo it. */
export type StatusChange = { id: string; name: string; from: LeadStatus; to: LeadStatus; undo: boolean };

/**
 * A refused action: which form it came from, why (per field), and the note as typed; or a done
 * one-tap status change (answered with the page, not a redirect, so it can be undone).
 */
export type DetailActionData = FormReply<DetailIntent> & { intent: DetailIntent; done?: StatusChange };

/**
 * Every form on the detail page posts here with an `intent`, parsed once by the page's schema.
 * A done action redirects (so a reload does not post again); a refused one answers 400 with the
 * reason under its field; an unknown intent is a 400 error page.
 */
export async function submissionAction(request: Request, context: AppLoadContext, id: string) {
  const { admin, user, record } = await recordOr404(context, request, id);
  const form = formValues(await requestForm(request));
  const booking =
    form.intent === "refund" || form.intent === "mark-paid" ? await admin.bookings?.get(id) : undefined;
  if (form.intent === "refund" && !may(user.role, "refunds"))
    throw data("Only an admin can refund a booking.", { status: 403 });
  const parsed = parseForm(detailActionSchema, form);
  if (!parsed.ok) {
    const intent = form.intent;
    if (parsed.fieldErrors.intent || typeof intent !== "string")
      throw data(parsed.fieldErrors.intent, { status: 400 });
    const values: Record<string, string> = {};
    for (const key of ["note", "reason", "followUp", "amount"]) {
      const value = form[key];
      if (typeof value === "string") values[key] = value;
    }
    return data<DetailActionData>(
      {
        intent: intent as DetailIntent,
        fieldErrors: parsed.fieldErrors,
        values: Object.keys(values).length ? values : undefined,
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
    case "set-status": {
      await admin.store.setStatus(record.id, action.status, user.actor);
      if (action.status === "lost" && action.reason)
        await admin.store.addNote(record.id, `Lost: ${action.reason}`, user.actor);
      const done: StatusChange = {
        id: record.id,
        name: record.name,
        from: record.status,
        to: action.status,
        undo: action.undo === "1",
      };
      return data<DetailActionData>({ intent: "set-status", done });
    }
    case "assign":
      if (!(await admin.store.assign(record.id, action.owner || null, user.actor)))
        return data<DetailActionData>(
          { intent: "assign", fieldErrors: { owner: detailMessages.owner } },
          { status: 400 },
        );
      return redirect(`${here}?notice=assigned`, 303);
    case "follow-up":
      await admin.store.setFollowUp(
        record.id,
        action.followUp ? `${action.followUp}:00+05:30` : null,
        user.actor,
      );
      return redirect(`${here}?notice=follow-up`, 303);
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
    case "mark-paid": {
      if (!booking || !admin.bookings) throw data("This record is not a booking.", { status: 400 });
      const outcome = await admin.bookings.markPaid(record.id, user.actor);
      // Paid now, or by a click a moment before this one.
      if ((await admin.bookings.get(record.id))?.state === "paid")
        return redirect(`${here}?notice=paid`, 303);
      return data<DetailActionData>(
        { intent: "mark-paid", error: markPaidRefusals[outcome === "confirmed" ? "mismatch" : outcome] },
        { status: 409 },
      );
    }
    case "refund": {
      if (!booking || !admin.bookings) throw data("This record is not a booking.", { status: 400 });
      // Checked against what is left now, as one claim of the form's key (server/bookings/refund.ts).
      const refund = {
        amountPaise: action.amount,
        shownLeftPaise: action.refundable,
        formKey: action.refundKey,
      };
      const done = await admin.bookings.refund(record.id, refund, user.actor);
      if (done.ok) return redirect(`${here}?notice=refunded`, 303);
      return data<DetailActionData>(
        { intent: "refund", error: done.message, values: { amount: form.amount ?? "" } },
        { status: 409 },
      );
    }
    case "delete":
      await admin.store.delete(record.id);
      // Logged with who erased it (staff data), never the visitor's.
      admin.log(`erasure: ${record.id} by ${user.actor} ${new Date().toISOString()}`);
      return redirect("/admin?notice=deleted", 303);
  }
}

export type SubmissionDetailData = Awaited<ReturnType<typeof submissionDetail>>;
