import { randomUUID } from "node:crypto";
import type { NewSubmission, StoredSubmission } from "#server/leads/types.ts";

/** A valid contact-form enquiry, with overrides. */
export function enquiry(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    kind: "enquiry",
    idempotencyKey: randomUUID(),
    name: "Priya Raman",
    email: "priya.raman@example.in",
    phone: "+91 98840 12345",
    interestType: "IT Training",
    courseInterest: "CCNP Enterprise",
    subject: "Weekend batch in January",
    message: "Is there a weekend CCNP Enterprise batch starting in January at the Thoraipakkam centre?",
    consentVersion: "2026-10",
    consentAt: "2026-11-21T10:00:00.000Z",
    source: "contact-form",
    ...overrides,
  };
}

/** A chatbot lead, with overrides. */
export function lead(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    kind: "lead",
    idempotencyKey: randomUUID(),
    name: "Mohammed Farhan",
    email: "farhan@gulfnet.ae",
    phone: "+971 50 123 4567",
    service: "AI Solutions",
    message: "Chatbot lead: interested in AI Solutions.",
    consentVersion: "2026-10",
    consentAt: "2026-11-21T10:05:00.000Z",
    source: "chatbot",
    ...overrides,
  };
}

/** A submission as the store hands it out (for forwarder tests), with overrides. */
export function stored(s: NewSubmission, overrides: Partial<StoredSubmission> = {}): StoredSubmission {
  const { attribution = {}, spamReasons = [], ...fields } = s;
  return {
    ...fields,
    id: "3f1c2a9e-0000-4000-8000-000000000001",
    createdAt: "2026-11-21T10:00:01.000Z",
    status: spamReasons.length ? "spam" : "new",
    spamReasons,
    attribution,
    trafficSource: attribution.utmSource ?? "direct",
    deliveries: [],
    lastActivityAt: "2026-11-21T10:00:01.000Z",
    read: false,
    ...overrides,
  };
}
