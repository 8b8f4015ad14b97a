import type { Generated } from "kysely";

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
};
