import { randomUUID } from "node:crypto";
import { SEATED_STATES } from "#common/booking/booking-lifecycle.ts";
import { sql, type Selectable, type SelectQueryBuilder } from "kysely";
import { isPostgres } from "#server/db/dialect.ts";
import { ping, type Db } from "#server/db/index.ts";
import type { ActivityTable, Database, DeliveriesTable, SubmissionsTable } from "#server/db/schema.ts";
import { isRealDay } from "#common/calendar-date.ts";
import { errorText, log } from "#server/log.ts";
import { trafficSource } from "./attribution";
import { NO_COURSE, answeredBy, arrivedInHours, courseSql, originSql, reachedStage } from "./report-terms";
import { consumeFormToken, pruneUsedFormTokens } from "./form-token";
import { inboxStaff, nextInTurn, ownersOf, staffMember } from "./owners";
import { renderAssignmentEmail } from "./staff-email-content";
import { queueStaffEmail } from "./staff-emails";
import {
  BOOKING_DESTINATIONS,
  leadStatuses,
  type Activity,
  type ActivityKind,
  type Attribution,
  type Delivery,
  type Destination,
  type LeadStatus,
  type LeadStore,
  type NewSubmission,
  type SpamReason,
  type StaffMember,
  type StoredSubmission,
  type SubmissionFilter,
} from "./types";

export type LeadStoreOptions = {
  /** Emails to staff (an assignment) are queued when set: the inbox's links start with it. */
  staffEmails?: { siteUrl: string };
  /** round-robin: each new record goes to the next salesperson in turn. */
  assignment?: "off" | "round-robin";
};

/** Statuses still being worked: an owner's open records are on their Today list. */
const OPEN_STATUSES = ["new", "contacted", "qualified"] as const;

const MAX_LIMIT = 500;
const PRUNE_TOKENS_EVERY_MS = 3600_000;
/** A thank-you only goes to an address that can receive it (chat answers are not validated). */
const DELIVERABLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The store over one Kysely database; `destinations` are the forwarding targets configured now. */
export function createLeadStore(
  db: Db,
  destinations: readonly Destination[],
  options: LeadStoreOptions = {},
): LeadStore {
  /** The deliveries a record gets when it enters the normal flow (at save, or when released from spam). */
  const deliveriesFor = (id: string, email: string, kind: string, now: string) =>
    destinations
      .filter((d) => !(BOOKING_DESTINATIONS as readonly string[]).includes(d))
      // A booking's visitor gets its own emails (the receipt), not the enquiry's thank-you.
      .filter((d) => d !== "confirmation" || (kind !== "booking" && DELIVERABLE_EMAIL.test(email)))
      .map((destination) => ({
        submission_id: id,
        destination,
        status: "pending",
        attempts: 0,
        next_attempt_at: now,
      }));

  /** Logs what someone did with a record, which counts as its latest activity; gives the entry's id. */
  const record = async (
    trx: Db,
    submissionId: string,
    kind: ActivityKind,
    body: string,
    actor: string | null | undefined,
    now: string,
  ) => {
    const id = randomUUID();
    await trx
      .insertInto("activity")
      .values({ id, submission_id: submissionId, kind, body, actor: actor ?? null, created_at: now })
      .execute();
    await trx
      .updateTable("submissions")
      .set({ last_activity_at: now })
      .where("id", "=", submissionId)
      .execute();
    return id;
  };

  /** Gives a record to `owner` (or nobody) and, when staff emails are on, emails them unless they did it themselves. */
  const giveTo = async (
    trx: Db,
    row: Selectable<SubmissionsTable>,
    owner: StaffMember | undefined,
    actor: string | null | undefined,
    now: string,
  ) => {
    await trx
      .updateTable("submissions")
      .set({ owner_id: owner?.id ?? null })
      .where("id", "=", row.id)
      .execute();
    const entry = await record(trx, row.id, "assign", owner ? owner.name || owner.email : "", actor, now);
    if (!owner || !options.staffEmails || owner.email === actor) return;
    const mail = renderAssignmentEmail(
      fromRow({ ...row, owner_id: owner.id }, [], owner),
      owner,
      actor,
      options.staffEmails.siteUrl,
    );
    await queueStaffEmail(trx, { id: `assign:${entry}`, to: owner.email, ...mail }, now);
  };

  /** A record's spam reasons, plus "form-token-reused" when its token was used before. */
  const reasonsWithToken = async (trx: Db, s: NewSubmission, at: Date): Promise<SpamReason[] | undefined> => {
    if (s.formToken === undefined || (await consumeFormToken(trx, s.formToken, at))) return s.spamReasons;
    return [...(s.spamReasons ?? []), "form-token-reused"];
  };

  let nextPrune = 0;
  /** Forgets old token uses about once an hour; a failure only leaves them for the next time. */
  const pruneNowAndThen = async (at: Date) => {
    if (at.getTime() < nextPrune) return;
    nextPrune = at.getTime() + PRUNE_TOKENS_EVERY_MS;
    await pruneUsedFormTokens(db, at).catch((error: unknown) =>
      log.warn({ error: errorText(error) }, "Could not prune used form tokens"),
    );
  };

  return {
    async save(s) {
      const at = new Date();
      const now = at.toISOString();
      const id = randomUUID();
      const result = await db.transaction().execute(async (trx) => {
        // The token is consumed in the save's transaction: a save that fails leaves it unused
        // for the retry, and a retry of a stored fill (same idempotency key) finds it used but
        // ends as the duplicate below, so only a new record can be marked as reuse.
        const spamReasons = await reasonsWithToken(trx, s, at);
        // ON CONFLICT DO NOTHING makes a concurrent save with the same key wait for the first
        // one's commit and then insert nothing, on SQLite and PostgreSQL alike.
        const inserted = await trx
          .insertInto("submissions")
          .values(toRow({ ...s, spamReasons }, id, now))
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
        // Spam is kept for review but goes nowhere until someone releases it.
        const rows = spamReasons?.length ? [] : deliveriesFor(id, s.email, s.kind, now);
        if (rows.length > 0) await trx.insertInto("deliveries").values(rows).execute();
        if (options.assignment === "round-robin" && !spamReasons?.length) {
          const owner = await nextInTurn(trx);
          if (owner) {
            const row = await trx
              .selectFrom("submissions")
              .selectAll()
              .where("id", "=", id)
              .executeTakeFirstOrThrow();
            await giveTo(trx, row, owner, null, now);
          }
        }
        return { id, duplicate: false };
      });
      if (s.formToken !== undefined) await pruneNowAndThen(at);
      return result;
    },

    async list(filter) {
      const limit = Math.min(Math.max(filter.limit ?? 50, 1), MAX_LIMIT);
      const offset = Math.max(filter.offset ?? 0, 0);
      // Without a status, the inbox shows everything but spam.
      const query = filtered(db, filter).where("status", filter.status ? "=" : "!=", filter.status ?? "spam");
      const [rows, count] = await Promise.all([
        sorted(query.selectAll(), filter.sort).limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
      ]);
      const [deliveries, owners] = await Promise.all([
        deliveriesOf(
          db,
          rows.map((r) => r.id),
        ),
        ownersOf(
          db,
          rows.map((r) => r.owner_id),
        ),
      ]);
      return {
        items: rows.map((r) => fromRow(r, deliveries.get(r.id) ?? [], owners.get(r.owner_id ?? ""))),
        total: Number(count.total),
      };
    },

    async get(id) {
      const row = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const [deliveries, owners] = await Promise.all([deliveriesOf(db, [id]), ownersOf(db, [row.owner_id])]);
      return fromRow(row, deliveries.get(id) ?? [], owners.get(row.owner_id ?? ""));
    },

    async delete(id) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom("deliveries").where("submission_id", "=", id).execute();
        await trx.deleteFrom("activity").where("submission_id", "=", id).execute();
        const result = await trx.deleteFrom("submissions").where("id", "=", id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async retry(id, actor) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("deliveries")
          .set({ status: "pending", attempts: 0, next_attempt_at: now })
          .where("submission_id", "=", id)
          .where("status", "=", "failed")
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0)
          await record(trx, id, "retry", "Failed deliveries queued again", actor, now);
      });
    },

    async setStatus(id, status, actor) {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("submissions")
          .select(["status", "email", "kind"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return false;
        if (row.status === status) return true;
        await trx.updateTable("submissions").set({ status }).where("id", "=", id).execute();
        const released = row.status === "spam";
        if (released) {
          const rows = deliveriesFor(id, row.email, row.kind, now);
          if (rows.length > 0) {
            await trx
              .insertInto("deliveries")
              .values(rows)
              .onConflict((oc) => oc.columns(["submission_id", "destination"]).doNothing())
              .execute();
          }
        }
        await record(trx, id, released ? "not-spam" : "status", status, actor, now);
        return true;
      });
    },

    async addNote(id, body, actor) {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const exists = await trx
          .selectFrom("submissions")
          .select("id")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!exists) return undefined;
        const noteId = await record(trx, id, "note", body, actor, now);
        return toActivity({
          id: noteId,
          submission_id: id,
          kind: "note",
          body,
          actor: actor ?? null,
          created_at: now,
        });
      });
    },

    async assign(id, ownerId, actor) {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
        if (!row) return false;
        const owner = ownerId === null ? undefined : await staffMember(trx, ownerId);
        if (ownerId !== null && !owner) return false;
        if (row.owner_id === ownerId) return true;
        await giveTo(trx, row, owner, actor, now);
        return true;
      });
    },

    async setFollowUp(id, at, actor) {
      const now = new Date().toISOString();
      const when = at === null ? null : realInstant(at);
      if (when === undefined) return false;
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("submissions")
          .select("follow_up_at")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return false;
        if (row.follow_up_at === when) return true;
        await trx.updateTable("submissions").set({ follow_up_at: when }).where("id", "=", id).execute();
        await record(trx, id, "follow-up", when ?? "", actor, now);
        return true;
      });
    },

    async markRead(id) {
      await db
        .updateTable("submissions")
        .set({ read_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("read_at", "is", null)
        .execute();
    },

    staff: () => inboxStaff(db),

    async activity(id) {
      const rows = await db
        .selectFrom("activity")
        .selectAll()
        .where("submission_id", "=", id)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(toActivity);
    },

    async notes(ids) {
      const byId = new Map<string, Activity[]>();
      if (ids.length === 0) return byId;
      const rows = await db
        .selectFrom("activity")
        .selectAll()
        .where("submission_id", "in", ids)
        .where("kind", "=", "note")
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      for (const r of rows) byId.set(r.submission_id, [...(byId.get(r.submission_id) ?? []), toActivity(r)]);
      return byId;
    },

    async counts(filter) {
      const base = filtered(db, { ...filter, view: undefined });
      const inView = (view: "today" | "mine") =>
        filter.me
          ? filtered(db, { ...filter, view })
              .where("status", "!=", "spam")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
              .then((r) => Number(r.n))
          : Promise.resolve(0);
      const [statusRows, sourceRows, today, mine] = await Promise.all([
        base
          .select(["status", (eb) => eb.fn.countAll().as("n")])
          .groupBy("status")
          .execute(),
        base
          .where("status", "!=", "spam")
          .select(["traffic_source", (eb) => eb.fn.countAll().as("n")])
          .groupBy("traffic_source")
          .execute(),
        inView("today"),
        inView("mine"),
      ]);
      const byStatus = Object.fromEntries(leadStatuses.map((st) => [st, 0])) as Record<LeadStatus, number>;
      for (const r of statusRows) if (r.status in byStatus) byStatus[r.status as LeadStatus] = Number(r.n);
      const bySource = sourceRows
        .map((r) => ({ source: r.traffic_source ?? "direct", count: Number(r.n) }))
        .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
      return { byStatus, bySource, today, mine };
    },

    async purgeSpam(before) {
      return db.transaction().execute(async (trx) => {
        const old = trx
          .selectFrom("submissions")
          .select("id")
          .where("status", "=", "spam")
          .where("created_at", "<", before);
        await trx.deleteFrom("deliveries").where("submission_id", "in", old).execute();
        await trx.deleteFrom("activity").where("submission_id", "in", old).execute();
        const result = await trx
          .deleteFrom("submissions")
          .where("status", "=", "spam")
          .where("created_at", "<", before)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },

    healthy: () => ping(db),
    close: () => db.destroy(),
  };
}

/** Every filter but the status, shared by the list and its counts. */
function filtered(db: Db, filter: SubmissionFilter): SelectQueryBuilder<Database, "submissions", object> {
  let query = db.selectFrom("submissions");
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.interestType) query = query.where("interest_type", "=", filter.interestType);
  if (filter.trafficSource) query = query.where("traffic_source", "=", filter.trafficSource);
  if (filter.utmCampaign) query = query.where("utm_campaign", "=", filter.utmCampaign);
  if (filter.origin) query = query.where(originSql, "=", filter.origin);
  if (filter.course === NO_COURSE) query = query.where("course_interest", "is", null);
  // As the report groups them: its "Other" lists every course outside the catalogue.
  else if (filter.course) query = query.where(courseSql("course_interest"), "=", filter.course);
  if (filter.reached) query = query.where(reachedStage(filter.reached));
  if (filter.released) query = query.where("spam_reasons", "is not", null).where("status", "!=", "spam");
  if (filter.answeredBy) query = query.where(answeredBy(filter.answeredBy));
  if (filter.arrived) {
    query = query.where(arrivedInHours(filter.arrived.hours, filter.arrived.inside, isPostgres(db)));
  }
  if (filter.paid || filter.bookedCourse || filter.seatIn) {
    const { paid, bookedCourse, seatIn } = filter;
    query = query.where(({ exists, selectFrom }) => {
      let booking = selectFrom("bookings")
        .select("bookings.id")
        .whereRef("bookings.id", "=", "submissions.id");
      if (paid) booking = booking.where("bookings.paid_at", "is not", null);
      if (bookedCourse && bookedCourse !== "any")
        booking = booking.where("bookings.course_id", "=", bookedCourse);
      if (seatIn)
        booking = booking
          .where("bookings.batch_key", "=", seatIn)
          .where("bookings.state", "in", SEATED_STATES);
      return exists(booking);
    });
  }
  const from = filter.from && instant(filter.from);
  if (from) query = query.where("created_at", ">=", from);
  // A date-only `to` includes that whole (UTC) day.
  const wholeDay = filter.to !== undefined && isDateOnly(filter.to);
  const to = filter.to && instant(filter.to, wholeDay ? 1 : 0);
  if (to) query = query.where("created_at", wholeDay ? "<" : "<=", to);
  const q = filter.q?.trim().toLowerCase();
  if (q) query = query.where(sql<boolean>`search_text like ${`%${escapeLike(q)}%`} escape '\\'`);
  const me = filter.me ?? "";
  if (filter.view === "mine") query = query.where("owner_id", "=", me);
  if (filter.view === "today") {
    const dueBy = filter.dueBy ?? new Date().toISOString();
    query = query.where((eb) =>
      eb.or([
        eb("status", "=", "new"),
        eb.and([eb("follow_up_at", "is not", null), eb("follow_up_at", "<=", dueBy)]),
        eb.and([eb("owner_id", "=", me), eb("status", "in", OPEN_STATUSES)]),
      ]),
    );
  }
  return query;
}

/** Newest first; or most recently touched first; or soonest follow-up first, records without one last. */
function sorted<O>(query: SelectQueryBuilder<Database, "submissions", O>, sort: SubmissionFilter["sort"]) {
  if (sort === "activity") return query.orderBy("last_activity_at", "desc").orderBy("id", "desc");
  if (sort === "follow-up")
    return query
      .orderBy(sql`case when follow_up_at is null then 1 else 0 end`)
      .orderBy("follow_up_at", "asc")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc");
  return query.orderBy("created_at", "desc").orderBy("id", "desc");
}

/** Attribution fields and the columns that hold them. */
const attributionColumns = {
  firstLandingPage: "first_landing_page",
  firstReferrer: "first_referrer",
  firstSeenAt: "first_seen_at",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  gclid: "gclid",
  fbclid: "fbclid",
  msclkid: "msclkid",
  landingPage: "landing_page",
  page: "page",
} as const satisfies Record<keyof Attribution, keyof SubmissionsTable>;

function toRow(s: NewSubmission, id: string, now: string) {
  const a = s.attribution ?? {};
  const searchable = [s.name, s.email, s.phone, s.subject, s.message, s.service, a.utmCampaign, s.courseOther]
    .filter(Boolean)
    .join("\n");
  const attribution = Object.fromEntries(
    Object.entries(attributionColumns).map(([field, column]) => [
      column,
      a[field as keyof Attribution] ?? null,
    ]),
  ) as Record<(typeof attributionColumns)[keyof Attribution], string | null>;
  return {
    id,
    kind: s.kind,
    idempotency_key: s.idempotencyKey,
    name: s.name,
    email: s.email,
    phone: s.phone ?? null,
    interest_type: s.interestType ?? null,
    course_interest: s.courseInterest ?? null,
    course_other: s.courseOther ?? null,
    subject: s.subject ?? null,
    message: s.message,
    service: s.service ?? null,
    consent_version: s.consentVersion,
    consent_at: s.consentAt,
    source: s.source,
    created_at: now,
    search_text: searchable.toLowerCase(),
    status: s.spamReasons?.length ? "spam" : "new",
    spam_reasons: s.spamReasons?.length ? s.spamReasons.join(",") : null,
    traffic_source: trafficSource(a),
    ...attribution,
    owner_id: null,
    follow_up_at: null,
    last_activity_at: now,
    read_at: null,
  };
}

function fromRow(
  r: Selectable<SubmissionsTable>,
  deliveries: Delivery[],
  owner?: StaffMember,
): StoredSubmission {
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
    ...optional("courseOther", r.course_other),
    ...optional("subject", r.subject),
    message: r.message,
    ...optional("service", r.service),
    consentVersion: r.consent_version,
    consentAt: r.consent_at,
    source: r.source as StoredSubmission["source"],
    status: r.status as LeadStatus,
    spamReasons: r.spam_reasons ? (r.spam_reasons.split(",") as SpamReason[]) : [],
    attribution: Object.fromEntries(
      Object.entries(attributionColumns).flatMap(([field, column]) =>
        r[column] === null ? [] : [[field, r[column]]],
      ),
    ) as Attribution,
    trafficSource: r.traffic_source ?? "direct",
    deliveries,
    ...(owner ? { owner } : {}),
    ...optional("followUpAt", r.follow_up_at),
    lastActivityAt: r.last_activity_at ?? r.created_at,
    read: r.read_at !== null,
  };
}

function toActivity(r: Selectable<ActivityTable>): Activity {
  return { id: r.id, kind: r.kind as ActivityKind, body: r.body, actor: r.actor, createdAt: r.created_at };
}

async function deliveriesOf(db: Db, ids: string[]): Promise<Map<string, Delivery[]>> {
  const byId = new Map<string, Delivery[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom("deliveries")
    .selectAll()
    .where("submission_id", "in", ids)
    .orderBy("destination")
    .execute();
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

/**
 * An ISO date-time ("2026-11-21T10:00:00+05:30") as a UTC instant, or undefined when it is no
 * real moment: Date would throw on "9999-99-99T99:99" and roll 31 February over to March.
 */
function realInstant(at: string): string | undefined {
  const time = Date.parse(at);
  if (!isRealDay(at.slice(0, 10)) || Number.isNaN(time)) return undefined;
  return new Date(time).toISOString();
}
