import type { Db } from "#server/db/index.ts";
import { errorText, log as logger } from "#server/log.ts";
import { salespeople } from "./owners";
import { renderDigestEmail } from "./staff-email-content";
import { queueStaffEmail, type StaffEmail } from "./staff-emails";
import type { LeadStore, StoredSubmission } from "./types";
import { todayInIst } from "#common/ist-time.ts";

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

/**
 * The morning digest at `at` IST, once a day across every instance on the database: each
 * instance looks at the clock every minute, and the first to claim the day (an insert only one
 * can make, in the transaction that queues the emails) sends it through the outbox. A claim
 * that fails with its transaction leaves the day to the next look.
 */
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
  let doneFor = "";
  let running = false;

  async function check() {
    const time = now();
    const day = todayInIst(time);
    if (doneFor === day || running) return;
    const due = new Date(`${day}T${at}:00.000+05:30`).getTime();
    if (time.getTime() < due) return;
    if (time.getTime() - due > lateByMs) {
      doneFor = day;
      return;
    }
    running = true;
    try {
      const emails = await digestEmails(db, store, siteUrl, day);
      const claimed = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto("daily_counters")
          .values({ name: CLAIM, day, count: emails.length })
          .onConflict((oc) => oc.columns(["name", "day"]).doNothing())
          .returning("day")
          .executeTakeFirst();
        if (!claim) return false;
        for (const email of emails) await queueStaffEmail(trx, email, time.toISOString());
        return true;
      });
      doneFor = day;
      if (claimed) {
        log(`daily digest for ${day}: ${emails.length} email(s) queued`);
        queued();
      }
    } catch (error) {
      log(`daily digest for ${day} failed, tried again in a minute: ${errorText(error)}`);
    } finally {
      running = false;
    }
  }

  void check();
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer), check };
}
