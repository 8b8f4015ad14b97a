import { migrate, openDatabase } from "../db";
import { formForwarder, webhookForwarder, type Forwarder } from "./forwarders";
import { startOutbox, type Outbox, type OutboxOptions } from "./outbox";
import { createLeadStore } from "./store";
import type { LeadStore } from "./types";

/** The part of server/env.ts the leads need (the parsed `env` object fits it). */
export type LeadsEnv = {
  DATA_DIR: string;
  OUTBOX_MAX_ATTEMPTS: number;
  DATABASE_URL?: string;
  FORM_ENDPOINT?: string;
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
};

/** The forwarders for the destinations set in the environment. */
export function forwardersFor(env: LeadsEnv): Forwarder[] {
  const forwarders: Forwarder[] = [];
  if (env.FORM_ENDPOINT) forwarders.push(formForwarder(env.FORM_ENDPOINT));
  if (env.LEAD_WEBHOOK_URL) forwarders.push(webhookForwarder(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET));
  return forwarders;
}

/**
 * Opens the database (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL), migrates it and
 * starts the outbox. Saving wakes the outbox so a new record is forwarded at once.
 * Shut down with `await outbox.stop(); await store.close();`.
 */
export async function startLeads(
  env: LeadsEnv,
  options: Partial<OutboxOptions> & { forwarders?: Forwarder[] } = {},
): Promise<{ store: LeadStore; outbox: Outbox }> {
  const db = openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const forwarders = options.forwarders ?? forwardersFor(env);
  if (forwarders.length === 0) console.warn("Neither FORM_ENDPOINT nor LEAD_WEBHOOK_URL is set: enquiries are stored but not forwarded.");
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) console.warn("LEAD_WEBHOOK_SECRET is not set: webhook deliveries are unsigned.");

  const base = createLeadStore(db, forwarders.map((f) => f.destination));
  const outbox = startOutbox(db, base, forwarders, { maxAttempts: env.OUTBOX_MAX_ATTEMPTS, ...options });
  const store: LeadStore = {
    ...base,
    async save(submission) {
      const result = await base.save(submission);
      if (!result.duplicate) outbox.wake();
      return result;
    },
    async retry(id) {
      await base.retry(id);
      outbox.wake();
    },
  };
  return { store, outbox };
}
