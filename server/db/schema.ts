import type { Generated } from "kysely";
import type { BookingState } from "#common/booking/booking-lifecycle.ts";

/** Table types for Kysely. Times are ISO-8601 UTC strings (they sort as text on both databases). */
export type SubmissionsTable = {
  id: string;
  kind: string;
  idempotency_key: string;
  name: string;
  email: string;
  phone: string | null;
  interest_type: string | null;
  course_interest: string | null;
  /** What the visitor wants when the course is "Other" (013): personal, never in a report. */
  course_other: string | null;
  subject: string | null;
  message: string;
  service: string | null;
  consent_version: string;
  consent_at: string;
  source: string;
  created_at: string;
  /** Lower-cased name, email, phone, subject, message, service and campaign for the inbox search. */
  search_text: string;
  /** new | contacted | qualified | won | lost | spam */
  status: Generated<string>;
  /** Comma-separated reasons a spam record was quarantined. */
  spam_reasons: string | null;
  traffic_source: string | null;
  first_landing_page: string | null;
  first_referrer: string | null;
  first_seen_at: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  fbclid: string | null;
  msclkid: string | null;
  landing_page: string | null;
  page: string | null;
  /** The person working it (user.id); null while unassigned. */
  owner_id: string | null;
  /** When to call back. */
  follow_up_at: string | null;
  /** Received, or the last status change, note, assignment or follow-up. */
  last_activity_at: string | null;
  /** When someone first opened it; null while unread. */
  read_at: string | null;
};

/** An email to a member of staff, queued with its rendered text and sent by the outbox. */
export type StaffEmailsTable = {
  /** What it is: "assign:<activity id>", "digest:<IST day>:<user id>". */
  id: string;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** pending | delivered | failed */
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  /** When the next attempt is due; while a worker is sending, the end of its lease. */
  next_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
};

/** Notes and status changes on a record, newest last by time. */
export type ActivityTable = {
  id: string;
  submission_id: string;
  kind: string;
  body: string;
  actor: string | null;
  created_at: string;
};

export type DeliveriesTable = {
  submission_id: string;
  destination: string;
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  /** When the next attempt is due; while a worker is sending, the end of its lease. */
  next_attempt_at: string | null;
  delivered_at: string | null;
};

/** Counters that start again each day (UTC), such as the outside AI calls made today. */
export type DailyCountersTable = {
  name: string;
  /** YYYY-MM-DD */
  day: string;
  count: number;
};

/** The day's image, made once for every instance. */
export type DailyImagesTable = {
  /** YYYY-MM-DD */
  date: string;
  status: "generating" | "ready" | "fallback";
  mime: string | null;
  /** The image bytes, base64. */
  data: string | null;
  prompt: string | null;
  /** Why the embedded engine's image stands in for the model's (status "fallback"). */
  fallback_kind: string | null;
  created_at: string;
  /** While generating, the end of the instance's claim; for a fallback, when it is asked for again. */
  claimed_until: string | null;
};

/** Values every instance must share, made once (the form-token key). */
export type SettingsTable = {
  key: string;
  value: string;
};

/** Signed form tokens already used with an enquiry; rows older than a token's life are pruned. */
export type UsedFormTokensTable = {
  token: string;
  used_at: string;
};

/** Each published version of the content edited at /admin/content (JSON of SiteContent). */
export type ContentVersionsTable = {
  version: number;
  data: string;
  /** The publisher's email. */
  published_by: string;
  published_at: string;
  note: string | null;
};

/** The draft of that content: one row, id "site". */
export type ContentDraftTable = {
  id: string;
  data: string;
  revision: number;
  updated_by: string;
  updated_at: string;
};

/**
 * better-auth's people (migration 004; better-auth reads and writes them). Only the columns
 * our own queries use are typed: counting people and admins.
 */
export type UserTable = {
  id: string;
  email: string;
  name: string;
  /** admin | sales (and other roles the inbox does not assign to) */
  role: string | null;
  banned: boolean | number | null;
  createdAt: string | Date;
};

/** The states of common/booking/booking-lifecycle.ts, where each is explained. */
export type { BookingState } from "#common/booking/booking-lifecycle.ts";

/** A seat booked in a batch: a record of kind "booking" (same id) with its price and payment. */
export type BookingsTable = {
  id: string;
  /** The batch: "ccna-2027-04-05-weekday" (course, first day in IST, timing), as common/batches/batch-file.ts names it. */
  batch_key: string;
  course_id: string;
  /** YYYY-MM-DD, IST. */
  start_date: string;
  /** full: the whole fee now; deposit: the course's seat deposit now, the balance before the batch starts. */
  plan: "full" | "deposit";
  /** online: a Razorpay Payment Link; offline: bank transfer or UPI, marked paid by sales. */
  payment_mode: "online" | "offline";
  /** The batch's whole fee, before GST, from our records. */
  fee_paise: number;
  /** What is charged now, before GST (the fee, or the deposit). */
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** The buyer's state (place of supply), as common/booking/indian-states.ts names it. */
  billing_state: string;
  gstin: string | null;
  state: BookingState;
  /** ISO time the seat is held until while held, awaiting_office or offered. */
  hold_until: string;
  /** The latest hold_until may become (its first end plus a fixed grace); null before 012. */
  hold_limit: string | null;
  /** Hashes of the booking client's address, and of the email and phone typed, for the limits on live holds. */
  client_hash: string | null;
  email_hash: string | null;
  phone_hash: string | null;
  payment_link_id: string | null;
  payment_link_url: string | null;
  payment_id: string | null;
  paid_paise: Generated<number>;
  paid_at: string | null;
  refunded_paise: Generated<number>;
  /** "AT/2026-27/0001"-like, at most 16 characters; one unbroken sequence per financial year. */
  invoice_number: string | null;
  invoice_date: string | null;
  created_at: string;
  updated_at: string;
};

/** Taken for update while a seat of the batch is held, so holds of one batch wait for each other. */
export type BatchSeatLocksTable = {
  batch_key: string;
  bookings_made: Generated<number>;
};

/** A payment event already applied ("event:<x-razorpay-event-id>", "payment:<id>:captured"). */
export type PaymentEventsTable = {
  key: string;
  booking_id: string | null;
  kind: string;
  received_at: string;
};

/** The last invoice number issued in a financial year ("2026-27"). */
export type InvoiceCountersTable = {
  financial_year: string;
  last_number: number;
};

export type Database = {
  submissions: SubmissionsTable;
  deliveries: DeliveriesTable;
  activity: ActivityTable;
  daily_counters: DailyCountersTable;
  daily_images: DailyImagesTable;
  settings: SettingsTable;
  used_form_tokens: UsedFormTokensTable;
  content_versions: ContentVersionsTable;
  content_draft: ContentDraftTable;
  staff_emails: StaffEmailsTable;
  user: UserTable;
  bookings: BookingsTable;
  batch_seat_locks: BatchSeatLocksTable;
  payment_events: PaymentEventsTable;
  invoice_counters: InvoiceCountersTable;
};
