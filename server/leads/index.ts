import { openMigratedDatabase, type Db } from "#server/db/index.ts";
import { errorText, log } from "#server/log.ts";
import { bookingEmailForwarders, type SupplierSource } from "#server/bookings/booking-emails.ts";
import { confirmationForwarder, emailForwarder, type ContactSource } from "./email";
import { formForwarder, webhookForwarder, type Forwarder } from "./forwarders";
import { startDailyDigest } from "./digest";
import { startWeeklyReport } from "#server/reports/weekly-email.ts";
import { startOutbox, type Outbox, type OutboxOptions } from "./outbox";
import { smtpStaffSender, staffEmailLane } from "./staff-emails";
import { createLeadStore } from "./store";
import { supplierOf } from "#server/bookings/supplier.ts";
import { seedContent } from "#app/content/live/seed.ts";
import type { LeadStore } from "./types";

/** The part of server/env.ts the leads need (the parsed `env` object fits it). */
export type LeadsEnv = {
  DATA_DIR: string;
  OUTBOX_MAX_ATTEMPTS: number;
  OUTBOX_LEASE_SECONDS?: number;
  DATABASE_URL?: string;
  FORM_ENDPOINT?: string;
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
  /** The inbox links in emails; defaults as in server/env.ts. */
  SITE_URL?: string;
  SMTP_URL?: string;
  LEAD_NOTIFY_TO?: string[];
  LEAD_NOTIFY_FROM?: string;
  ENQUIRY_CONFIRMATION?: boolean;
  SPAM_RETENTION_DAYS?: number;
  LEAD_ASSIGNMENT?: "off" | "round-robin";
  DAILY_DIGEST?: boolean;
  /** HH:MM in IST. */
  DAILY_DIGEST_TIME?: string;
  /** Monday's report email to each admin; off when false. */
  WEEKLY_REPORT?: boolean;
};

const DEFAULT_SITE_URL = "http://localhost:3000";

/** The sender: LEAD_NOTIFY_FROM, else the SMTP user when it is an address (Gmail and Zoho require that). */
export function senderFor(env: Pick<LeadsEnv, "SMTP_URL" | "LEAD_NOTIFY_FROM" | "SITE_URL">): string {
  if (env.LEAD_NOTIFY_FROM) return env.LEAD_NOTIFY_FROM;
  const user = env.SMTP_URL ? decodeURIComponent(new URL(env.SMTP_URL).username) : "";
  return user.includes("@") ? user : `no-reply@${new URL(env.SITE_URL ?? DEFAULT_SITE_URL).hostname}`;
}

/**
 * The forwarders for the destinations set in the environment; `contact` signs the thank-you
 * emails. With SMTP, a booking's emails to the visitor (its receipt, a refund) as well, given
 * `bookings` (the database they are read from, and the invoices' supplier).
 */
export function forwardersFor(
  env: LeadsEnv,
  contact?: ContactSource,
  bookings?: { db: Db; supplier: SupplierSource },
): Forwarder[] {
  const forwarders: Forwarder[] = [];
  if (env.FORM_ENDPOINT) forwarders.push(formForwarder(env.FORM_ENDPOINT));
  if (env.LEAD_WEBHOOK_URL) forwarders.push(webhookForwarder(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET));
  if (env.SMTP_URL) {
    const smtp = { smtpUrl: env.SMTP_URL, from: senderFor(env), siteUrl: env.SITE_URL ?? DEFAULT_SITE_URL };
    if (env.LEAD_NOTIFY_TO) forwarders.push(emailForwarder({ ...smtp, to: env.LEAD_NOTIFY_TO }));
    if (env.ENQUIRY_CONFIRMATION) forwarders.push(confirmationForwarder({ ...smtp, contact }));
    if (bookings) forwarders.push(...bookingEmailForwarders({ ...smtp, ...bookings, contact }));
  }
  return forwarders;
}

/**
 * Starts the store and its outbox on `db`, or on the database of the environment (SQLite in
 * DATA_DIR, or PostgreSQL with DATABASE_URL), opened and migrated here. Saving wakes the
 * outbox so a new record is forwarded at once.
 * Shut down with `await outbox.stop(); await store.close();` (the store closes the database).
 */
export async function startLeads(
  env: LeadsEnv,
  {
    db: given,
    forwarders: configured,
    contact,
    supplier = () => supplierOf(seedContent()),
    ...options
  }: Partial<OutboxOptions> & {
    forwarders?: Forwarder[];
    db?: Db;
    contact?: ContactSource;
    /** The invoices' supplier, as published (default: the built content's). */
    supplier?: SupplierSource;
  } = {},
): Promise<{ store: LeadStore; outbox: Outbox }> {
  const db = given ?? (await openMigratedDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }));
  const forwarders = configured ?? forwardersFor(env, contact, { db, supplier });
  if (!forwarders.some((f) => f.destination === "email")) {
    log.warn(
      "SMTP_URL and LEAD_NOTIFY_TO are not both set: nobody is emailed when an enquiry arrives (they are in the inbox).",
    );
  }
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET)
    log.warn("LEAD_WEBHOOK_SECRET is not set: webhook deliveries are unsigned.");

  const siteUrl = env.SITE_URL ?? DEFAULT_SITE_URL;
  // Emails to staff (assignments, the digest) need SMTP; without it the inbox shows the same.
  const staffEmails = env.SMTP_URL ? { siteUrl } : undefined;
  const base = createLeadStore(
    db,
    forwarders.map((f) => f.destination),
    { staffEmails, assignment: env.LEAD_ASSIGNMENT },
  );
  const lanes = env.SMTP_URL
    ? [staffEmailLane(db, smtpStaffSender({ smtpUrl: env.SMTP_URL, from: senderFor(env), siteUrl }))]
    : [];
  const outbox = startOutbox(db, base, forwarders, {
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    leaseMs: env.OUTBOX_LEASE_SECONDS === undefined ? undefined : env.OUTBOX_LEASE_SECONDS * 1000,
    lanes,
    ...options,
  });
  const digest =
    staffEmails && env.DAILY_DIGEST !== false
      ? startDailyDigest({ db, store: base, siteUrl, at: env.DAILY_DIGEST_TIME, queued: () => outbox.wake() })
      : undefined;
  const weekly =
    staffEmails && env.WEEKLY_REPORT !== false
      ? startWeeklyReport({ db, siteUrl, contact, queued: () => outbox.wake() })
      : undefined;
  const store: LeadStore = {
    ...base,
    async save(submission) {
      const result = await base.save(submission);
      if (!result.duplicate) outbox.wake();
      return result;
    },
    async retry(id, actor) {
      await base.retry(id, actor);
      outbox.wake();
    },
    async assign(id, ownerId, actor) {
      const done = await base.assign(id, ownerId, actor);
      outbox.wake();
      return done;
    },
  };
  const purge = startSpamPurge(store, env.SPAM_RETENTION_DAYS ?? 30, options.log);
  return {
    store,
    outbox: {
      ...outbox,
      async stop() {
        purge.stop();
        digest?.stop();
        weekly?.stop();
        await outbox.stop();
      },
    },
  };
}

const PURGE_EVERY_MS = 6 * 3600_000;

/** Erases spam older than `days` now and every few hours; each purge is logged. */
export function startSpamPurge(
  store: LeadStore,
  days: number,
  report: (message: string) => void = (m) => log.info(m),
) {
  const purge = async () => {
    try {
      const before = new Date(Date.now() - days * 24 * 3600_000).toISOString();
      const erased = await store.purgeSpam(before);
      report(
        `spam purge: erased ${erased} spam record(s) received before ${before} (SPAM_RETENTION_DAYS=${days})`,
      );
    } catch (error) {
      report(`spam purge failed: ${errorText(error)}`);
    }
  };
  void purge();
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
