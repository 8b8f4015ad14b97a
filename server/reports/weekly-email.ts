import { contact } from "#app/content/contact.ts";
import type { Db } from "#server/db/index.ts";
import { escapeHtml, htmlDocument } from "#server/leads/email.ts";
import { admins } from "#server/leads/owners.ts";
import { queueStaffEmail, type StaffEmail } from "#server/leads/staff-emails.ts";
import { errorText, log as logger } from "#server/log.ts";
import { todayInIst } from "#common/ist-time.ts";
import { parseOfficeHours } from "./office-hours";
import { addDays, mondayOf } from "./range";
import { loadReport, type Report } from "./report";

/**
 * Monday's email to each admin: last week's figures (Monday to Sunday, IST) beside the week
 * before's, queued through the outbox once across every instance, as the morning digest is.
 */

const CLAIM = "weekly-report";

/** The figures the email lists, each with last week's value and the week before's. */
function figures(last: Report, before: Report) {
  const sum = (r: Report, pick: (w: Report["weeks"][number]) => number) =>
    r.weeks.reduce((n, w) => n + pick(w), 0);
  const spam = (r: Report, key: "kept" | "released") => r.spam.reduce((n, w) => n + w[key], 0);
  const both = (pick: (r: Report) => number | undefined) => [pick(last), pick(before)] as const;
  return [
    ["Leads", both((r) => sum(r, (w) => w.total))],
    ["From campaigns", both((r) => sum(r, (w) => w.byOrigin.campaign))],
    ["From other sites", both((r) => sum(r, (w) => w.byOrigin.referrer))],
    ["Direct", both((r) => sum(r, (w) => w.byOrigin.direct))],
    ["Contact form", both((r) => sum(r, (w) => w.byKind.enquiry ?? 0))],
    ["Chat", both((r) => sum(r, (w) => w.byKind.lead ?? 0))],
    ["Contacted", both((r) => r.funnel.total.counts.contacted)],
    ["Qualified", both((r) => r.funnel.total.counts.qualified)],
    ["Won", both((r) => r.funnel.total.counts.won)],
    ["Median minutes to first answer", both((r) => r.response.overall.all.median)],
    ["Spam kept", both((r) => spam(r, "kept"))],
    ["Spam released as real", both((r) => spam(r, "released"))],
  ] as const;
}

/** "+3", "−2", "no change", or "–" when either week has no figure. */
export function change(now: number | undefined, before: number | undefined): string {
  if (now === undefined || before === undefined) return "–";
  const d = Math.round((now - before) * 10) / 10;
  return d === 0 ? "no change" : d > 0 ? `+${d}` : `−${-d}`;
}

/** The email for the week that starts on `monday` (IST), to each admin. */
export async function weeklyReportEmails(db: Db, siteUrl: string, monday: string): Promise<StaffEmail[]> {
  const hours = parseOfficeHours(contact.officeHours);
  const week = (from: string) => ({ preset: "custom" as const, from, to: addDays(from, 6) });
  const [last, before] = await Promise.all([
    loadReport(db, week(monday), hours),
    loadReport(db, week(addDays(monday, -7)), hours),
  ]);
  const rows = figures(last, before).map(([label, [now, prev]]) => ({
    label,
    now: now ?? "–",
    prev: prev ?? "–",
    change: change(now, prev),
  }));
  const link = `${siteUrl.replace(/\/+$/, "")}/admin/reports?range=custom&from=${monday}&to=${addDays(monday, 6)}`;
  const subject = `Last week: ${rows[0]!.now} leads (${rows[0]!.change} on the week before)`;
  const intro = `The week of ${monday} to ${addDays(monday, 6)} (IST), beside the week before.`;
  const text = [
    intro,
    ...rows.map((r) => `${r.label}: ${r.now} (week before ${r.prev}, ${r.change})`),
    `The charts and every figure's records: ${link}`,
  ].join("\n");
  const cell = (v: unknown) =>
    `<td style="padding:4px 12px 4px 0;text-align:right">${escapeHtml(String(v))}</td>`;
  const html = htmlDocument(
    subject,
    [
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
      `<table style="border-collapse:collapse"><thead><tr><th style="text-align:left;padding-right:12px">Figure</th><th>Last week</th><th>Week before</th><th>Change</th></tr></thead><tbody>`,
      ...rows.map(
        (r) =>
          `<tr><th scope="row" style="text-align:left;font-weight:normal;padding:4px 12px 4px 0">${escapeHtml(r.label)}</th>${cell(r.now)}${cell(r.prev)}${cell(r.change)}</tr>`,
      ),
      `</tbody></table>`,
      `<p style="margin:12px 0 0"><a href="${escapeHtml(link)}" style="color:#0b57d0">Open the report</a></p>`,
    ].join("\n"),
  );
  return (await admins(db)).map((person) => ({
    id: `weekly-report:${monday}:${person.id}`,
    to: person.email,
    subject,
    text: `${text}\n`,
    html,
  }));
}

export type WeeklyReportOptions = {
  db: Db;
  siteUrl: string;
  /** When it goes on Mondays, HH:MM in IST. */
  at?: string;
  checkEveryMs?: number;
  /** An instance that starts later than this after the time sends nothing that week. */
  lateByMs?: number;
  now?: () => Date;
  queued?: () => void;
  log?: (message: string) => void;
};

/**
 * Looks at the clock every minute; on Monday past `at` IST, the first instance to claim the
 * day (an insert only one can make, in the transaction that queues the emails) sends them.
 */
export function startWeeklyReport({
  db,
  siteUrl,
  at = "09:30",
  checkEveryMs = 60_000,
  lateByMs = 3 * 3600_000,
  now = () => new Date(),
  queued = () => {},
  log = (m) => logger.info(m),
}: WeeklyReportOptions) {
  let doneFor = "";
  let running = false;

  async function check() {
    const time = now();
    const day = todayInIst(time);
    if (doneFor === day || running || mondayOf(day) !== day) return;
    const due = new Date(`${day}T${at}:00.000+05:30`).getTime();
    if (time.getTime() < due) return;
    if (time.getTime() - due > lateByMs) {
      doneFor = day;
      return;
    }
    running = true;
    try {
      const emails = await weeklyReportEmails(db, siteUrl, addDays(day, -7));
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
        log(`weekly report for ${day}: ${emails.length} email(s) queued`);
        queued();
      }
    } catch (error) {
      log(`weekly report for ${day} failed, tried again in a minute: ${errorText(error)}`);
    } finally {
      running = false;
    }
  }

  void check();
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer), check };
}
