import type { Db } from "#server/db/index.ts";
import { log as logger } from "#server/log.ts";
import { startOncePerDay } from "./once-a-day";
import { salespeople } from "./owners";
import { renderDigestEmail } from "./staff-email-content";
import type { StaffEmail } from "./staff-emails";
import type { LeadStore, StoredSubmission } from "./types";

export type DailyDigestOptions = {
  db: Db;
  store: Pick<LeadStore, "list">;
  siteUrl: string;
  /** When it goes, HH:MM in IST. */
  at?: string;
  /** How often the clock is looked at. */
  checkEveryMs?: number;
  /** An instance that starts (or comes back) later than this after the time sends no digest that day. */
  lateByMs?: number;
  now?: () => Date;
  /** Called once emails were queued (wakes the outbox). */
  queued?: () => void;
  log?: (message: string) => void;
};

const CLAIM = "daily-digest";
const MAX_LISTED = 100;
const CLOSED = new Set(["won", "lost", "spam"]);

/** What each salesperson gets on `day`: their follow-ups due by its end, and new records nobody has. */
export async function digestEmails(
  db: Db,
  store: Pick<LeadStore, "list">,
  siteUrl: string,
  day: string,
): Promise<StaffEmail[]> {
  const dueBy = new Date(`${day}T23:59:59.999+05:30`).toISOString();
  const fresh = await store.list({ status: "new", limit: MAX_LISTED });
  const unassigned = fresh.items.filter((s) => !s.owner);
  const emails: StaffEmail[] = [];
  for (const person of await salespeople(db)) {
    const mine = await store.list({ view: "mine", me: person.id, sort: "follow-up", limit: MAX_LISTED });
    const due = mine.items.filter(
      (s: StoredSubmission) => s.followUpAt !== undefined && s.followUpAt <= dueBy && !CLOSED.has(s.status),
    );
    // Nothing waiting: no email.
    if (due.length === 0 && unassigned.length === 0) continue;
    emails.push({
      id: `digest:${day}:${person.id}`,
      to: person.email,
      ...renderDigestEmail(person, due, unassigned, siteUrl),
    });
  }
  return emails;
}

/** The morning digest at `at` IST, once a day across every instance on the database (once-a-day.ts). */
export function startDailyDigest({
  db,
  store,
  siteUrl,
  at = "09:30",
  checkEveryMs = 60_000,
  lateByMs = 3 * 3600_000,
  now = () => new Date(),
  queued = () => {},
  log = (m) => logger.info(m),
}: DailyDigestOptions) {
  return startOncePerDay({
    db,
    claim: CLAIM,
    label: "daily digest",
    emails: (day) => digestEmails(db, store, siteUrl, day),
    at,
    checkEveryMs,
    lateByMs,
    now,
    queued,
    log,
  });
}
