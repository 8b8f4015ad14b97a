import {
  sql,
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from "kysely";
import { isPostgres } from "./dialect";

/**
 * Every schema change, in order. Never edit a migration that has shipped: add a new one.
 * Column types are the portable subset of SQLite and PostgreSQL (text, integer), except in
 * better-auth's tables (004), which use the types its adapter expects on each database.
 */
const migrations: Record<string, Migration> = {
  "001_submissions_and_deliveries": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("submissions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("interest_type", "text")
        .addColumn("course_interest", "text")
        .addColumn("subject", "text")
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("service", "text")
        .addColumn("consent_version", "text", (c) => c.notNull())
        .addColumn("consent_at", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("search_text", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("submissions_created_at")
        .on("submissions")
        .columns(["created_at", "id"])
        .execute();

      await db.schema
        .createTable("deliveries")
        .addColumn("submission_id", "text", (c) =>
          c.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("destination", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("next_attempt_at", "text")
        .addColumn("delivered_at", "text")
        .addPrimaryKeyConstraint("deliveries_pk", ["submission_id", "destination"])
        .execute();
      await db.schema
        .createIndex("deliveries_due")
        .on("deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("deliveries").execute();
      await db.schema.dropTable("submissions").execute();
    },
  },
  "002_pipeline_spam_attribution": {
    async up(db: Kysely<unknown>) {
      const text = [
        "spam_reasons",
        "traffic_source",
        "first_landing_page",
        "first_referrer",
        "first_seen_at",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "gclid",
        "fbclid",
        "msclkid",
        "landing_page",
        "page",
      ];
      // Records from before the pipeline start as "new" (they were all forwarded already).
      await db.schema
        .alterTable("submissions")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
      for (const column of text)
        await db.schema.alterTable("submissions").addColumn(column, "text").execute();
      await db.schema
        .createIndex("submissions_status")
        .on("submissions")
        .columns(["status", "created_at"])
        .execute();

      await db.schema
        .createTable("activity")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("submission_id", "text", (c) =>
          c.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("actor", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("activity_submission")
        .on("activity")
        .columns(["submission_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("activity").execute();
    },
  },
  "003_shared_state": {
    async up(db: Kysely<unknown>) {
      // What several instances on one database must agree on (issue 9).
      await db.schema
        .createTable("daily_counters")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("daily_counters_pk", ["name", "day"])
        .execute();
      await db.schema
        .createTable("daily_images")
        .addColumn("date", "text", (c) => c.primaryKey())
        // generating | ready | fallback
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("mime", "text")
        // base64: one portable column type for the bytes
        .addColumn("data", "text")
        .addColumn("prompt", "text")
        .addColumn("fallback_kind", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        // The end of a generating instance's claim, or of a fallback image's short life.
        .addColumn("claimed_until", "text")
        .execute();
      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
      // rate-limiter-flexible's tables, in its column order (it inserts without naming columns).
      // Made here, under the migrator's lock, because its own CREATE TABLE IF NOT EXISTS races
      // on PostgreSQL when instances start together.
      for (const table of ["rl_enquiry_soft", "rl_enquiry_hard", "rl_ai"]) {
        await db.schema
          .createTable(table)
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("expire", "bigint")
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "rl_ai",
        "rl_enquiry_hard",
        "rl_enquiry_soft",
        "settings",
        "daily_images",
        "daily_counters",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  "004_staff_accounts": {
    async up(db: Kysely<unknown>) {
      // better-auth's tables for email-and-password sign-in with its admin plugin (roles), as
      // its own generator writes them (camelCase columns). Its adapter sends Date and boolean
      // on PostgreSQL, and ISO text and 0/1 on SQLite.
      const postgres = isPostgres(db);
      const date = postgres ? "timestamptz" : "text";
      const bool = postgres ? "boolean" : "integer";
      const now = sql`CURRENT_TIMESTAMP`;
      const created = (c: ColumnDefinitionBuilder) => (postgres ? c.notNull().defaultTo(now) : c.notNull());
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", bool, (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", date, created)
        .addColumn("updatedAt", date, created)
        // admin plugin: admin | sales
        .addColumn("role", "text")
        .addColumn("banned", bool)
        .addColumn("banReason", "text")
        .addColumn("banExpires", date)
        .execute();
      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expiresAt", date, (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", date, created)
        .addColumn("updatedAt", date, (c) => c.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("impersonatedBy", "text")
        .execute();
      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", date)
        .addColumn("refreshTokenExpiresAt", date)
        .addColumn("scope", "text")
        // scrypt$<salt hex>$<key hex> (server/admin/password.ts)
        .addColumn("password", "text")
        .addColumn("createdAt", date, created)
        .addColumn("updatedAt", date, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", date, (c) => c.notNull())
        .addColumn("createdAt", date, created)
        .addColumn("updatedAt", date, created)
        .execute();
      await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
      await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
      await db.schema
        .createIndex("verification_identifier_idx")
        .on("verification")
        .column("identifier")
        .execute();
      // Sign-in failures per client and password-reset requests per client
      // (rate-limiter-flexible, as in 003).
      for (const table of ["rl_sign_in", "rl_password_reset"]) {
        await db.schema
          .createTable(table)
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("expire", "bigint")
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["rl_password_reset", "rl_sign_in", "verification", "account", "session", "user"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  "005_used_form_tokens": {
    async up(db: Kysely<unknown>) {
      // Each signed form token counts once, on every instance (server/leads/form-token.ts).
      await db.schema
        .createTable("used_form_tokens")
        .addColumn("token", "text", (c) => c.primaryKey())
        .addColumn("used_at", "text", (c) => c.notNull())
        .execute();
      // For the pruning of uses older than any token can be.
      await db.schema
        .createIndex("used_form_tokens_used_at")
        .on("used_form_tokens")
        .column("used_at")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("used_form_tokens").execute();
    },
  },
  "006_site_content": {
    async up(db: Kysely<unknown>) {
      // Every published version of the editable content, kept for roll-back (server/content).
      await db.schema
        .createTable("content_versions")
        .addColumn("version", "integer", (c) => c.primaryKey())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("published_by", "text", (c) => c.notNull())
        .addColumn("published_at", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .execute();
      // The one draft: the whole content as edited, and a revision that grows with each save.
      await db.schema
        .createTable("content_draft")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("updated_by", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("content_draft").execute();
      await db.schema.dropTable("content_versions").execute();
    },
  },
  "007_inbox_followups_owners": {
    async up(db: Kysely<unknown>) {
      // Who works a record, when to call back, when anyone last touched it, and whether anyone
      // has opened it. Deleting a person leaves their records unassigned.
      await db.schema
        .alterTable("submissions")
        .addColumn("owner_id", "text", (c) => c.references("user.id").onDelete("set null"))
        .execute();
      for (const column of ["follow_up_at", "last_activity_at", "read_at"])
        await db.schema.alterTable("submissions").addColumn(column, "text").execute();
      // Records from before count as read, and were last touched at their latest activity.
      await sql`update submissions set read_at = created_at, last_activity_at = coalesce(
        (select max(a.created_at) from activity a where a.submission_id = submissions.id), created_at)`.execute(
        db,
      );
      await db.schema
        .createIndex("submissions_owner")
        .on("submissions")
        .columns(["owner_id", "status"])
        .execute();
      await db.schema.createIndex("submissions_follow_up").on("submissions").column("follow_up_at").execute();
      await db.schema
        .createIndex("submissions_last_activity")
        .on("submissions")
        .column("last_activity_at")
        .execute();

      // Emails to staff (an assignment, the morning digest), rendered when queued and sent by
      // the outbox like a record's deliveries. The id says what it is, so queuing twice is a no-op.
      await db.schema
        .createTable("staff_emails")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("to_email", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("html_body", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("next_attempt_at", "text")
        .addColumn("delivered_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("staff_emails_due")
        .on("staff_emails")
        .columns(["status", "next_attempt_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("staff_emails").execute();
      for (const index of ["submissions_last_activity", "submissions_follow_up", "submissions_owner"])
        await db.schema.dropIndex(index).execute();
      for (const column of ["read_at", "last_activity_at", "follow_up_at", "owner_id"])
        await db.schema.alterTable("submissions").dropColumn(column).execute();
    },
  },
  "008_sign_in_failures_per_account": {
    async up(db: Kysely<unknown>) {
      // Sign-in failures per account (its normalised email), beside those per client in 004.
      await db.schema
        .createTable("rl_sign_in_account")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("expire", "bigint")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rl_sign_in_account").execute();
    },
  },
  "009_bookings": {
    async up(db: Kysely<unknown>) {
      // A booking is a record of the inbox (kind "booking") with its seat, price and payment here.
      // Amounts are whole paise. A seat counts while paid, or while pending and its hold runs.
      await db.schema
        .createTable("bookings")
        .addColumn("id", "text", (c) => c.primaryKey().references("submissions.id").onDelete("cascade"))
        .addColumn("batch_key", "text", (c) => c.notNull())
        .addColumn("course_id", "text", (c) => c.notNull())
        .addColumn("start_date", "text", (c) => c.notNull())
        .addColumn("plan", "text", (c) => c.notNull())
        .addColumn("payment_mode", "text", (c) => c.notNull())
        .addColumn("fee_paise", "integer", (c) => c.notNull())
        .addColumn("taxable_paise", "integer", (c) => c.notNull())
        .addColumn("cgst_paise", "integer", (c) => c.notNull())
        .addColumn("sgst_paise", "integer", (c) => c.notNull())
        .addColumn("igst_paise", "integer", (c) => c.notNull())
        .addColumn("total_paise", "integer", (c) => c.notNull())
        .addColumn("billing_state", "text", (c) => c.notNull())
        .addColumn("gstin", "text")
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("hold_until", "text", (c) => c.notNull())
        .addColumn("payment_link_id", "text", (c) => c.unique())
        .addColumn("payment_link_url", "text")
        .addColumn("payment_id", "text", (c) => c.unique())
        .addColumn("paid_paise", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("paid_at", "text")
        .addColumn("refunded_paise", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("invoice_number", "text", (c) => c.unique())
        .addColumn("invoice_date", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("bookings_batch_state")
        .on("bookings")
        .columns(["batch_key", "state", "hold_until"])
        .execute();
      await db.schema
        .createIndex("bookings_state_hold")
        .on("bookings")
        .columns(["state", "hold_until"])
        .execute();

      // One row per batch that has had a booking: taking it for update makes holds of one batch
      // wait for each other, on every instance.
      await db.schema
        .createTable("batch_seat_locks")
        .addColumn("batch_key", "text", (c) => c.primaryKey())
        .addColumn("bookings_made", "integer", (c) => c.notNull().defaultTo(0))
        .execute();

      // Each payment event applied, keyed on what makes it one (Razorpay's event id, or the
      // payment id and what happened to it): a repeat finds its key and changes nothing.
      await db.schema
        .createTable("payment_events")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("booking_id", "text")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("received_at", "text", (c) => c.notNull())
        .execute();

      // The last invoice number of each financial year ("2026-27"), shared by every instance.
      await db.schema
        .createTable("invoice_counters")
        .addColumn("financial_year", "text", (c) => c.primaryKey())
        .addColumn("last_number", "integer", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["invoice_counters", "payment_events", "batch_seat_locks", "bookings"])
        await db.schema.dropTable(table).execute();
    },
  },
  "010_report_indexes": {
    async up(db: Kysely<unknown>) {
      // The reports read a period's records' answers and status moves (server/reports/report.ts):
      // one index entry each, without a pass over every note of every record.
      await db.schema
        .createIndex("activity_submission_kind")
        .on("activity")
        .columns(["submission_id", "kind", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("activity_submission_kind").execute();
    },
  },
  "011_report_moves_index": {
    async up(db: Kysely<unknown>) {
      // The furthest step each record reached (server/reports/report.ts) from the index alone:
      // its status moves' new statuses, without reading each activity row (nor any note's text).
      await db.schema
        .createIndex("activity_moves")
        .on("activity")
        .columns(["submission_id", "kind", "body"])
        .where(sql.ref("kind"), "in", ["status", "not-spam"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("activity_moves").execute();
    },
  },
  "012_booking_lifecycle": {
    async up(db: Kysely<unknown>) {
      // One lifecycle (common/booking/booking-lifecycle.ts): "pending" becomes held (online) or
      // awaiting_office; a refunded booking with money kept is still refunded (its seat was freed).
      await sql`update bookings set state = case when payment_mode = 'offline' then 'awaiting_office' else 'held' end where state = 'pending'`.execute(
        db,
      );
      // Who holds it, for the limits on live holds: a hash of the client's address, never the address.
      await db.schema.alterTable("bookings").addColumn("client_hash", "text").execute();
      // And of the email and phone typed, so one person cannot hold seats from many addresses.
      await db.schema.alterTable("bookings").addColumn("email_hash", "text").execute();
      await db.schema.alterTable("bookings").addColumn("phone_hash", "text").execute();
      // The latest a hold may run to, however often the visitor goes on to pay: its first end plus a grace.
      await db.schema.alterTable("bookings").addColumn("hold_limit", "text").execute();
      await sql`update bookings set hold_limit = hold_until`.execute(db);
      // The first one waiting for each batch, and the live holds of a client, found by index.
      await db.schema
        .createIndex("bookings_client_state")
        .on("bookings")
        .columns(["client_hash", "state", "hold_until"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("bookings_client_state").execute();
      await db.schema.alterTable("bookings").dropColumn("hold_limit").execute();
      await db.schema.alterTable("bookings").dropColumn("client_hash").execute();
      await db.schema.alterTable("bookings").dropColumn("email_hash").execute();
      await db.schema.alterTable("bookings").dropColumn("phone_hash").execute();
      await sql`update bookings set state = 'pending' where state in ('held', 'awaiting_office')`.execute(db);
    },
  },
  "013_enquiry_course_other": {
    async up(db: Kysely<unknown>) {
      // What a visitor wants when the course is "Other": kept for sales, out of course_interest,
      // which reports group on. Older free text stays where it is; reports count it as "Other".
      await db.schema.alterTable("submissions").addColumn("course_other", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").dropColumn("course_other").execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
