/**
 * The contract of the leads subsystem: every enquiry (contact form) and lead (chatbot)
 * is stored before the visitor is told "sent", then forwarded from an outbox to each
 * configured destination exactly once.
 */

import type { Attribution } from "#common/attribution.ts";
import type { AnsweredBy, FunnelStage, Origin } from "./report-terms";
import type { OfficeHours } from "#server/reports/office-hours.ts";

export type { Attribution };
/** enquiry: the contact form; lead: the chat; booking: a seat booked in a batch (its bookings row has the same id). */
export const submissionKinds = ["enquiry", "lead", "booking"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
export const submissionSources = ["contact-form", "chatbot", "booking"] as const;
export type SubmissionSource = (typeof submissionSources)[number];
/**
 * email: the notice to sales (SMTP); confirmation: the optional thank-you to the visitor;
 * receipt, refund-notice, hold-notice, hold-reminder and seat-offer: a booking's emails to the
 * visitor (the invoice, a refund, an offline hold and its reminder, a seat from the waiting
 * list), queued by the booking's own steps, never at save.
 */
export type Destination = "form" | "webhook" | "email" | "confirmation" | BookingDestination;
export const BOOKING_DESTINATIONS = [
  "receipt",
  "refund-notice",
  "hold-notice",
  "hold-reminder",
  "seat-offer",
] as const;
export type BookingDestination = (typeof BOOKING_DESTINATIONS)[number];
export type DeliveryStatus = "pending" | "delivered" | "failed";

/** The pipeline a record moves through; spam records are kept apart until reviewed. */
export const pipelineStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export const leadStatuses = [...pipelineStatuses, "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Why a submission was quarantined as spam (it is stored, not forwarded, until released). */
export const spamReasons = [
  "honeypot",
  "fast-fill",
  "form-token",
  "form-token-reused",
  "rate-limit",
] as const;
export type SpamReason = (typeof spamReasons)[number];

/** What the API/route layer hands to the store, already validated by the form's zod schema. */
export type NewSubmission = {
  kind: SubmissionKind;
  /** Client-generated per form fill (double clicks and retries reuse it): one record per key. */
  idempotencyKey: string;
  name: string;
  email: string;
  phone?: string;
  /** "AI Solutions" | "IT Training" | "IT & Digital Services" | "Other" (enquiries). */
  interestType?: string;
  /** A catalogue course's name, or "Other" (OTHER_COURSE) with what they want in courseOther. */
  courseInterest?: string;
  /** The visitor's own words for a course outside the catalogue: personal, for sales and admin only. */
  courseOther?: string;
  subject?: string;
  message: string;
  /** The service chosen in the chatbot (leads). */
  service?: string;
  /** Version of the privacy notice shown beside the submit button, and when it was accepted. */
  consentVersion: string;
  consentAt: string;
  source: SubmissionSource;
  /** Where the visitor came from (validated and capped by server/leads/attribution.ts). */
  attribution?: Attribution;
  /** Set when the submission looks automated: stored as spam with these reasons. */
  spamReasons?: SpamReason[];
  /**
   * The valid signed form token it came with (server/leads/form-token.ts). Each token counts
   * once: a record saved with one already used is stored as spam ("form-token-reused").
   */
  formToken?: string;
};

export type Delivery = {
  destination: Destination;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
};

/**
 * Something sales did with a record: a note, a status change, a retry, a release from spam, an
 * assignment, a follow-up date set or cleared.
 */
export type ActivityKind = "note" | "status" | "retry" | "not-spam" | "assign" | "follow-up";
export type Activity = {
  id: string;
  kind: ActivityKind;
  /** The note's text, the new status, the new owner's name ("" when unassigned), the follow-up time (ISO, or ""). */
  body: string;
  /** Who did it (a user's email); null until people sign in by name. */
  actor: string | null;
  createdAt: string;
};

export type StoredSubmission = Omit<NewSubmission, "attribution" | "spamReasons" | "formToken"> & {
  id: string;
  createdAt: string;
  status: LeadStatus;
  spamReasons: SpamReason[];
  attribution: Attribution;
  /** The acquisition source, derived at save: utm_source, else the referrer's host, else "direct". */
  trafficSource: string;
  deliveries: Delivery[];
  /** The person working it. */
  owner?: StaffMember;
  /** When to call back (ISO). */
  followUpAt?: string;
  /** Received, or the last status change, note, assignment or follow-up (ISO). */
  lastActivityAt: string;
  /** Unread until someone opens it. */
  read: boolean;
};

/** Someone records can be assigned to. */
export type StaffMember = { id: string; name: string; email: string; role: string };

/** The inbox's working lists: what needs doing today, one person's records, or everything. */
export type InboxView = "today" | "mine" | "all";
export type InboxSort = "received" | "activity" | "follow-up";

export type SubmissionFilter = {
  kind?: SubmissionKind;
  /** One status; without it, every status but spam. */
  status?: LeadStatus;
  interestType?: string;
  /** StoredSubmission.trafficSource, exactly. */
  trafficSource?: string;
  utmCampaign?: string;
  /** campaign | referrer | direct (report-terms.ts). */
  origin?: Origin;
  /** The course as the reports group it (report-terms.ts courseSql); NO_COURSE for records that name none. */
  course?: string;
  /** Records that reached this step of the funnel at some time (report-terms.ts). */
  reached?: FunnelStage;
  /** Records once held as spam and released as real. */
  released?: boolean;
  /** Records whose first answer after arriving this person gave (report-terms.ts answeredBy). */
  answeredBy?: AnsweredBy;
  /** Records that reached sales inside, or outside, these office hours (report-terms.ts). */
  arrived?: { inside: boolean; hours: OfficeHours };
  /** Bookings paid for (online or marked paid; refunded ones too). */
  paid?: boolean;
  /** Records with a booking (a seat held once) of this course id, or of any course. */
  bookedCourse?: string;
  /** Paid bookings of this batch (its key, as bookings store it): the batch's seats filled. */
  seatIn?: string;
  /** ISO dates, inclusive. */
  from?: string;
  to?: string;
  /** Case-insensitive text search over name, email, phone, subject, message, service, campaign. */
  q?: string;
  /**
   * today: new records, follow-ups due by `dueBy`, and open records owned by `me`; mine: every
   * record owned by `me`; all (the default): no such condition.
   */
  view?: InboxView;
  me?: string;
  /** The end of today (ISO) for the Today view. */
  dueBy?: string;
  /** Newest received first (the default), most recently touched first, or soonest follow-up first. */
  sort?: InboxSort;
  limit?: number;
  offset?: number;
};

export interface LeadStore {
  /** Stores the submission and queues one delivery per configured destination, in one transaction. */
  save(submission: NewSubmission): Promise<{ id: string; duplicate: boolean }>;
  /** Newest first. */
  list(filter: SubmissionFilter): Promise<{ items: StoredSubmission[]; total: number }>;
  get(id: string): Promise<StoredSubmission | undefined>;
  /** Erasure request: removes the record and its deliveries (the caller logs it). */
  delete(id: string): Promise<boolean>;
  /** Puts failed deliveries of a record back in the queue. */
  retry(id: string, actor?: string | null): Promise<void>;
  /** Moves a record along the pipeline. Releasing spam ("new" etc.) queues its deliveries then. */
  setStatus(id: string, status: LeadStatus, actor?: string | null): Promise<boolean>;
  addNote(id: string, body: string, actor?: string | null): Promise<Activity | undefined>;
  /**
   * Gives the record to a member of staff (null: nobody), and queues them an email when staff
   * emails are on and they did not assign it to themselves. False when the record or the
   * person does not exist.
   */
  assign(id: string, ownerId: string | null, actor?: string | null): Promise<boolean>;
  /** Sets or clears (null) when to call back; false when the record does not exist or `at` is no real date-time. */
  setFollowUp(id: string, at: string | null, actor?: string | null): Promise<boolean>;
  /** Marks the record read (the first time someone opens it). */
  markRead(id: string): Promise<void>;
  /** The people records can be assigned to (admin and sales, not banned), by name. */
  staff(): Promise<StaffMember[]>;
  /** Newest first. */
  activity(id: string): Promise<Activity[]>;
  /** The notes of these records, oldest first, by record id (for the CSV). */
  notes(ids: string[]): Promise<Map<string, Activity[]>>;
  /** Counts over the records matching the filter (its status ignored): per status, and per traffic source outside spam. */
  counts(filter: SubmissionFilter): Promise<{
    byStatus: Record<LeadStatus, number>;
    bySource: { source: string; count: number }[];
    /** Records in the Today and Mine views (given `me` and `dueBy`) under the same filters. */
    today: number;
    mine: number;
  }>;
  /** Erases spam received before `before` (ISO); returns how many. */
  purgeSpam(before: string): Promise<number>;
  /** True when the database answers (used to refuse submissions with the configuration-issue error). */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
