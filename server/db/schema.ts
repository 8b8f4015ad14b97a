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
  /** Lower-cased name, email, phone, subject, message and service for the inbox search. */
  search_text: string;
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

export type Database = {
  submissions: SubmissionsTable;
  deliveries: DeliveriesTable;
};
