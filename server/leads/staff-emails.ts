import type { Db } from "#server/db/index.ts";
import { jobOutcomes, type OutboxJob, type OutboxLane } from "./outbox";
import { smtpTransport } from "./email";

/** An email to a member of staff, rendered when it is queued. */
export type StaffEmail = {
  /** What it is ("assign:<activity id>", "digest:<day>:<user id>"): the same id is queued once. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Queues the email for the outbox, in the caller's transaction; a second one with the same id is ignored. */
export async function queueStaffEmail(db: Db, email: StaffEmail, now = new Date().toISOString()) {
  await db
    .insertInto("staff_emails")
    .values({
      id: email.id,
      to_email: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export type StaffEmailSender = (email: StaffEmail) => Promise<void>;

/** Sends over SMTP_URL from the leads' sender; the Message-ID is the email's id, the same on every attempt. */
export function smtpStaffSender({
  smtpUrl,
  from,
  siteUrl,
}: {
  smtpUrl: string;
  from: string;
  siteUrl: string;
}): StaffEmailSender {
  const transport = smtpTransport(smtpUrl);
  const host = new URL(siteUrl).hostname;
  return async (email) => {
    await transport.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: `<${email.id.replace(/[^\w.-]/g, ".")}@${host}>`,
      headers: { "Auto-Submitted": "auto-generated" },
    });
  };
}

/** The outbox's queue of staff emails, with the same claim, lease and retries as the deliveries. */
export function staffEmailLane(db: Db, send: StaffEmailSender): OutboxLane {
  return {
    async claim(now, lease, limit) {
      const due = await db
        .selectFrom("staff_emails")
        .selectAll()
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .orderBy("next_attempt_at")
        .limit(limit)
        .execute();
      const jobs: OutboxJob[] = [];
      for (const e of due) {
        const result = await db
          .updateTable("staff_emails")
          .set((eb) => ({ next_attempt_at: lease, attempts: eb("attempts", "+", 1) }))
          .where("id", "=", e.id)
          .where("status", "=", "pending")
          .where("next_attempt_at", "=", e.next_attempt_at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        jobs.push({
          attempts: Number(e.attempts) + 1,
          label: `Staff email ${e.id}`,
          send: () =>
            send({ id: e.id, to: e.to_email, subject: e.subject, text: e.text_body, html: e.html_body }),
          ...jobOutcomes((outcome, leased) =>
            db
              .updateTable("staff_emails")
              .set(outcome)
              .where("id", "=", e.id)
              .where("status", "=", "pending")
              .$if(leased, (q) => q.where("next_attempt_at", "=", lease))
              .execute(),
          ),
        });
      }
      return jobs;
    },
  };
}
