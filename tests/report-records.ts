import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/index.ts";

/**
 * Records and activity written straight to the tables, at the times a test or the bench gives:
 * the store stamps its own clock, and a report is about when things happened.
 */
export type MadeRecord = {
  id?: string;
  at: string;
  kind?: string;
  status?: string;
  spam?: boolean;
  utmSource?: string;
  utmCampaign?: string;
  referrer?: string;
  course?: string;
  /** What the visitor wrote for an "Other" course. */
  courseOther?: string;
  name?: string;
  email?: string;
  phone?: string;
};
export type MadeActivity = { record: string; kind: string; body?: string; actor?: string; at: string };

export function recordRow(r: MadeRecord) {
  const id = r.id ?? randomUUID();
  const none = null as string | null;
  return {
    id,
    kind: r.kind ?? "enquiry",
    idempotency_key: id,
    name: r.name ?? "Visitor",
    email: r.email ?? "visitor@example.com",
    phone: r.phone ?? none,
    interest_type: none,
    course_interest: r.course ?? none,
    course_other: r.courseOther ?? none,
    subject: none,
    message: "About a batch",
    service: none,
    consent_version: "1",
    consent_at: r.at,
    source: r.kind === "lead" ? "chatbot" : "contact-form",
    created_at: r.at,
    search_text: "",
    status: r.status ?? (r.spam ? "spam" : "new"),
    spam_reasons: r.spam ? "honeypot" : none,
    traffic_source: r.utmSource ?? (r.referrer ? new URL(r.referrer).hostname : "direct"),
    first_referrer: r.referrer ?? none,
    utm_source: r.utmSource ?? none,
    utm_campaign: r.utmCampaign ?? none,
    last_activity_at: r.at,
  };
}

export const activityRow = (a: MadeActivity) => ({
  id: randomUUID(),
  submission_id: a.record,
  kind: a.kind,
  body: a.body ?? "",
  actor: a.actor ?? null,
  created_at: a.at,
});

/** Writes the records, then their activity, in chunks the databases accept in one statement. */
export async function insertMade(db: Db, records: MadeRecord[], activity: MadeActivity[] = []) {
  const rows = records.map(recordRow);
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("submissions")
      .values(rows.slice(i, i + 500))
      .execute();
  const acts = activity.map(activityRow);
  for (let i = 0; i < acts.length; i += 1000)
    await db
      .insertInto("activity")
      .values(acts.slice(i, i + 1000))
      .execute();
  return rows.map((r) => r.id);
}
