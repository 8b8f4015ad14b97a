import type { Db } from "#server/db/index.ts";
import { errorText } from "#server/log.ts";
import { todayInIst } from "#common/ist-time.ts";
import { queueStaffEmail, type StaffEmail } from "./staff-emails";

export type OncePerDayOptions = {
  db: Db;
  /** The claim's name in daily_counters, one row per day sent: "daily-digest", "weekly-report". */
  claim: string;
  /** What the log calls it. */
  label: string;
  /** The emails for `day` (IST), built before the claim: a failure leaves the day unclaimed. */
  emails: (day: string) => Promise<StaffEmail[]>;
  /** When it goes, HH:MM in IST. */
  at: string;
  /** Days it goes on (default: every day). */
  on?: (day: string) => boolean;
  /** How often the clock is looked at. */
  checkEveryMs: number;
  /** An instance that starts (or comes back) later than this after the time sends nothing that day. */
  lateByMs: number;
  now: () => Date;
  /** Called once emails were queued (wakes the outbox). */
  queued: () => void;
  log: (message: string) => void;
};

/**
 * Staff emails at `at` IST, once a day across every instance on the database: each instance
 * looks at the clock every `checkEveryMs`, and the first to claim the day (an insert only one
 * can make, in the transaction that queues the emails) sends them through the outbox. A claim
 * that fails with its transaction leaves the day to the next look.
 */
export function startOncePerDay({
  db,
  claim,
  label,
  emails: build,
  at,
  on = () => true,
  checkEveryMs,
  lateByMs,
  now,
  queued,
  log,
}: OncePerDayOptions) {
  let doneFor = "";
  let running = false;

  async function check() {
    const time = now();
    const day = todayInIst(time);
    if (doneFor === day || running || !on(day)) return;
    const due = new Date(`${day}T${at}:00.000+05:30`).getTime();
    if (time.getTime() < due) return;
    if (time.getTime() - due > lateByMs) {
      doneFor = day;
      return;
    }
    running = true;
    try {
      const emails = await build(day);
      const claimed = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("daily_counters")
          .values({ name: claim, day, count: emails.length })
          .onConflict((oc) => oc.columns(["name", "day"]).doNothing())
          .returning("day")
          .executeTakeFirst();
        if (!row) return false;
        for (const email of emails) await queueStaffEmail(trx, email, time.toISOString());
        return true;
      });
      doneFor = day;
      if (claimed) {
        log(`${label} for ${day}: ${emails.length} email(s) queued`);
        queued();
      }
    } catch (error) {
      log(`${label} for ${day} failed, tried again in a minute: ${errorText(error)}`);
    } finally {
      running = false;
    }
  }

  void check();
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer), check };
}
