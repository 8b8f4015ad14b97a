import { istTime } from "#common/ist-time.ts";
import type { Db } from "#server/db/index.ts";
import { errorText } from "#server/log.ts";
import { escapeHtml, htmlDocument } from "#server/leads/email.ts";
import { queueStaffEmail } from "#server/leads/staff-emails.ts";
import { ACCOUNT_MAX_FAILURES, LOCKOUT_SECONDS, accountKey } from "./sign-in-lockout";

const MINUTES = LOCKOUT_SECONDS / 60;

/**
 * To the account's owner when it gets locked: what happened, when, and what to do. Nothing of the
 * attempts themselves (the passwords tried are never kept anywhere).
 */
export function renderAccountLockedEmail(
  to: { email: string; name: string },
  { at, siteUrl }: { at: Date; siteUrl: string },
) {
  const subject = "Many failed sign-ins to your Arivu sales inbox account";
  const until = new Date(at.getTime() + LOCKOUT_SECONDS * 1000).toISOString();
  const resetLink = `${siteUrl.replace(/\/+$/, "")}/admin/forgot-password`;
  const paragraphs = [
    `Hello ${to.name},`,
    `There were ${ACCOUNT_MAX_FAILURES} failed sign-in attempts with wrong passwords for ${to.email} on the Arivu sales inbox within ${MINUTES} minutes, the last at ${istTime(at.toISOString())}. To protect the account, signing in to it is paused until ${istTime(until)}, except from a browser that has signed in to it before.`,
    "If it was you, wait until then, or set a new password now: that lifts the pause.",
    `If it was not you, someone may be guessing your password. Set a new one with the "Forgot password?" link on the sign-in page, and use it nowhere else:`,
  ];
  const text = [...paragraphs, resetLink].join("\n\n") + "\n";
  const html = htmlDocument(
    subject,
    [
      ...paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`),
      `<p style="margin:0"><a href="${escapeHtml(resetLink)}" style="color:#0b57d0">Set a new password</a></p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}

/** Told once per lock, with the email typed and the client of the failure that locked it. */
export type AccountLockNotice = (email: string, client: string) => Promise<void>;

/**
 * Records a locked account in the audit log and, when it is a real account and SMTP is set,
 * queues the email to its owner for the outbox (which delivers it with retries, exactly once).
 * An email with no account is logged without its text: it may be anything typed into the field.
 */
export function accountLockNotice({
  db,
  siteUrl,
  emails,
  log,
  queued = () => {},
}: {
  db: Db;
  siteUrl: string;
  /** False while SMTP is not configured: the lock is only logged. */
  emails: boolean;
  log: (line: string) => void;
  /** Wakes the outbox. */
  queued?: () => void;
}): AccountLockNotice {
  return async (email, client) => {
    const locked = `locked for ${MINUTES} minutes after ${ACCOUNT_MAX_FAILURES} failed sign-ins (the last from ${client})`;
    try {
      const owner = await db
        .selectFrom("user")
        .select(["id", "email", "name"])
        .where("email", "=", accountKey(email))
        .executeTakeFirst();
      if (!owner) return log(`sign-in: an email with no account ${locked}`);
      if (!emails)
        return log(`sign-in: account ${owner.email} ${locked}; SMTP is not set, so nobody is emailed`);
      const at = new Date();
      const mail = renderAccountLockedEmail(owner, { at, siteUrl });
      await queueStaffEmail(db, {
        id: `sign-in-locked:${owner.id}:${at.toISOString()}`,
        to: owner.email,
        ...mail,
      });
      log(`sign-in: account ${owner.email} ${locked}; its owner is emailed`);
      queued();
    } catch (error) {
      // The lock holds whatever happens here; only the notice is lost, and said so.
      log(`sign-in: account lock notice for a locked account failed: ${errorText(error)}`);
    }
  };
}
