import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { ping, type Db } from "../db";
import type { DeliveriesTable, SubmissionsTable } from "../db/schema";
import type { Delivery, Destination, LeadStore, NewSubmission, StoredSubmission } from "./types";

const MAX_LIMIT = 500;

/** The store over one Kysely database; `destinations` are the forwarding targets configured now. */
export function createLeadStore(db: Db, destinations: readonly Destination[]): LeadStore {
  return {
    async save(s) {
      const now = new Date().toISOString();
      const id = randomUUID();
      return db.transaction().execute(async (trx) => {
        // ON CONFLICT DO NOTHING makes a concurrent save with the same key wait for the first
        // one's commit and then insert nothing, on SQLite and PostgreSQL alike.
        const inserted = await trx
          .insertInto("submissions")
          .values(toRow(s, id, now))
          .onConflict((oc) => oc.column("idempotency_key").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!inserted) {
          const existing = await trx
            .selectFrom("submissions")
            .select("id")
            .where("idempotency_key", "=", s.idempotencyKey)
            .executeTakeFirstOrThrow();
          return { id: existing.id, duplicate: true };
        }
        if (destinations.length > 0) {
          await trx
            .insertInto("deliveries")
            .values(destinations.map((destination) => ({ submission_id: id, destination, status: "pending", attempts: 0, next_attempt_at: now })))
            .execute();
        }
        return { id, duplicate: false };
      });
    },

    async list(filter) {
      const limit = Math.min(Math.max(filter.limit ?? 50, 1), MAX_LIMIT);
      const offset = Math.max(filter.offset ?? 0, 0);
      let query = db.selectFrom("submissions");
      if (filter.kind) query = query.where("kind", "=", filter.kind);
      if (filter.interestType) query = query.where("interest_type", "=", filter.interestType);
      const from = filter.from && instant(filter.from);
      if (from) query = query.where("created_at", ">=", from);
      // A date-only `to` includes that whole (UTC) day.
      const wholeDay = filter.to !== undefined && isDateOnly(filter.to);
      const to = filter.to && instant(filter.to, wholeDay ? 1 : 0);
      if (to) query = query.where("created_at", wholeDay ? "<" : "<=", to);
      const q = filter.q?.trim().toLowerCase();
      if (q) query = query.where(sql<boolean>`search_text like ${`%${escapeLike(q)}%`} escape '\\'`);

      const [rows, count] = await Promise.all([
        query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
      ]);
      const deliveries = await deliveriesOf(db, rows.map((r) => r.id));
      return { items: rows.map((r) => fromRow(r, deliveries.get(r.id) ?? [])), total: Number(count.total) };
    },

    async get(id) {
      const row = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      return fromRow(row, (await deliveriesOf(db, [id])).get(id) ?? []);
    },

    async delete(id) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom("deliveries").where("submission_id", "=", id).execute();
        const result = await trx.deleteFrom("submissions").where("id", "=", id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async retry(id) {
      await db
        .updateTable("deliveries")
        .set({ status: "pending", attempts: 0, next_attempt_at: new Date().toISOString() })
        .where("submission_id", "=", id)
        .where("status", "=", "failed")
        .execute();
    },

    healthy: () => ping(db),
    close: () => db.destroy(),
  };
}

function toRow(s: NewSubmission, id: string, now: string) {
  const searchable = [s.name, s.email, s.phone, s.subject, s.message, s.service].filter(Boolean).join("\n");
  return {
    id,
    kind: s.kind,
    idempotency_key: s.idempotencyKey,
    name: s.name,
    email: s.email,
    phone: s.phone ?? null,
    interest_type: s.interestType ?? null,
    course_interest: s.courseInterest ?? null,
    subject: s.subject ?? null,
    message: s.message,
    service: s.service ?? null,
    consent_version: s.consentVersion,
    consent_at: s.consentAt,
    source: s.source,
    created_at: now,
    search_text: searchable.toLowerCase(),
  };
}

function fromRow(r: Selectable<SubmissionsTable>, deliveries: Delivery[]): StoredSubmission {
  const optional = (key: string, value: string | null) => (value === null ? {} : { [key]: value });
  return {
    id: r.id,
    createdAt: r.created_at,
    kind: r.kind as StoredSubmission["kind"],
    idempotencyKey: r.idempotency_key,
    name: r.name,
    email: r.email,
    ...optional("phone", r.phone),
    ...optional("interestType", r.interest_type),
    ...optional("courseInterest", r.course_interest),
    ...optional("subject", r.subject),
    message: r.message,
    ...optional("service", r.service),
    consentVersion: r.consent_version,
    consentAt: r.consent_at,
    source: r.source as StoredSubmission["source"],
    deliveries,
  };
}

async function deliveriesOf(db: Db, ids: string[]): Promise<Map<string, Delivery[]>> {
  const byId = new Map<string, Delivery[]>();
  if (ids.length === 0) return byId;
  const rows = await db.selectFrom("deliveries").selectAll().where("submission_id", "in", ids).orderBy("destination").execute();
  for (const r of rows) byId.set(r.submission_id, [...(byId.get(r.submission_id) ?? []), toDelivery(r)]);
  return byId;
}

function toDelivery(r: Selectable<DeliveriesTable>): Delivery {
  return {
    destination: r.destination as Destination,
    status: r.status as Delivery["status"],
    attempts: Number(r.attempts),
    lastError: r.last_error,
    nextAttemptAt: r.status === "pending" ? r.next_attempt_at : null,
    deliveredAt: r.delivered_at,
  };
}

const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * A filter bound as stored text (UTC ISO): a date means its UTC midnight (plus `addDays`), a
 * timestamp with any offset is converted. Unreadable values give undefined (no bound).
 */
function instant(v: string, addDays = 0): string | undefined {
  const d = new Date(isDateOnly(v) ? `${v}T00:00:00.000Z` : v);
  if (Number.isNaN(d.getTime())) return undefined;
  d.setUTCDate(d.getUTCDate() + addDays);
  return d.toISOString();
}

/** LIKE wildcards in the searched text match literally (ESCAPE '\\' on both databases). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
