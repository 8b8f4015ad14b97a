import type { ActivityKind, Delivery, Destination, LeadStatus, SpamReason } from "#server/leads/types.ts";

/** The pipeline in order, as the status select offers it (spam is reviewed apart). */
export const pipeline = [
  "new",
  "contacted",
  "qualified",
  "won",
  "lost",
] as const satisfies readonly LeadStatus[];

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** Why the spam check held a record, in words sales can judge. */
export const spamReasonText: Record<SpamReason, string> = {
  honeypot: "A hidden field that people never see was filled in (typical of bots).",
  "fast-fill": "The form was sent within 3 seconds of opening it, faster than a person types.",
  "form-token": "The form's security token was missing, invalid or from before a server restart.",
  "form-token-reused":
    "The form's security token had already been used for another enquiry (a copied or replayed form).",
  "rate-limit": "The sender had already sent many enquiries in a short time.",
};

export const destinationLabels: Record<Destination, string> = {
  form: "Form service",
  webhook: "Webhook",
  email: "Email to sales",
  confirmation: "Confirmation to the visitor",
  receipt: "Receipt and invoice to the visitor",
  "refund-notice": "Refund notice to the visitor",
  "hold-notice": "Seat held: how to pay, to the visitor",
  "hold-reminder": "Reminder before the hold ends, to the visitor",
  "seat-offer": "Seat offered from the waiting list, to the visitor",
};

/** Longer notes are refused rather than cut, so nothing written is silently lost. */
export const NOTE_MAX = 4000;
/** Why a record was lost, in a few words. */
export const REASON_MAX = 200;

/** The one-tap status buttons' words ("Mark contacted" for the first step). */
export const statusActionLabels: Record<(typeof pipeline)[number], string> = {
  new: "Back to new",
  contacted: "Mark contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

/** The step a record usually takes next, offered first on its card. */
export const nextStatus: Partial<Record<LeadStatus, (typeof pipeline)[number]>> = {
  new: "contacted",
  contacted: "qualified",
  qualified: "won",
};

export const kindLabels = { enquiry: "Enquiry", lead: "Chat lead", booking: "Booking" } as const;
/** How a record was sent, as "Sent with …" says it. */
export const sourceLabels = {
  "contact-form": "The contact form",
  chatbot: "The chat assistant",
  booking: "The booking form",
} as const;

/** A record's deliveries in one word for the list: a failure stands out over everything else. */
export function deliveryState(deliveries: readonly Delivery[]): {
  tone: "failed" | "pending" | "delivered" | "none";
  text: string;
} {
  const failed = deliveries.filter((d) => d.status === "failed");
  if (failed.length)
    return {
      tone: "failed",
      text: `Failed: ${failed.map((d) => destinationLabels[d.destination]).join(", ")}`,
    };
  if (deliveries.some((d) => d.status === "pending")) return { tone: "pending", text: "Pending" };
  if (deliveries.length) return { tone: "delivered", text: "Delivered" };
  return { tone: "none", text: "Not forwarded" };
}

/**
 * One line of the timeline for a status change, retry, release, assignment or follow-up (its
 * body is the time as the server printed it); notes show their own text.
 */
export function activityTitle(kind: ActivityKind, body: string): string {
  switch (kind) {
    case "note":
      return "Note";
    case "status":
      return `Status changed to ${statusLabels[body as LeadStatus] ?? body}`;
    case "retry":
      return "Failed deliveries retried";
    case "not-spam":
      return "Marked as not spam";
    case "assign":
      return body ? `Assigned to ${body}` : "Unassigned";
    case "follow-up":
      return body ? `Follow-up set for ${body}` : "Follow-up cleared";
  }
}

/** Staff roles: sales work the inbox, marketing edit the content; admins do both and manage people (server/admin/auth.ts ROLES). */
export const roles = ["admin", "sales", "marketing"] as const;

/** Password lengths the people and password forms ask for (server/admin/staff.ts checks the same). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
