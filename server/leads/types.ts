/**
 * The contract of the leads subsystem: every enquiry (contact form) and lead (chatbot)
 * is stored before the visitor is told "sent", then forwarded from an outbox to each
 * configured destination exactly once.
 */

export type SubmissionKind = "enquiry" | "lead";
export type Destination = "form" | "webhook";
export type DeliveryStatus = "pending" | "delivered" | "failed";

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
  courseInterest?: string;
  subject?: string;
  message: string;
  /** The service chosen in the chatbot (leads). */
  service?: string;
  /** Version of the privacy notice shown beside the submit button, and when it was accepted. */
  consentVersion: string;
  consentAt: string;
  source: "contact-form" | "chatbot";
};

export type Delivery = {
  destination: Destination;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
};

export type StoredSubmission = NewSubmission & {
  id: string;
  createdAt: string;
  deliveries: Delivery[];
};

export type SubmissionFilter = {
  kind?: SubmissionKind;
  interestType?: string;
  /** ISO dates, inclusive. */
  from?: string;
  to?: string;
  /** Case-insensitive text search over name, email, phone, subject, message, service. */
  q?: string;
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
  retry(id: string): Promise<void>;
  /** True when the database answers (used to refuse submissions with the configuration-issue error). */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
