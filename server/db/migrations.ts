import type { Kysely, Migration, MigrationProvider } from "kysely";

/**
 * Every schema change, in order. Never edit a migration that has shipped: add a new one.
 * Column types are the portable subset of SQLite and PostgreSQL (text, integer).
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
      await db.schema.createIndex("submissions_created_at").on("submissions").columns(["created_at", "id"]).execute();

      await db.schema
        .createTable("deliveries")
        .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id").onDelete("cascade"))
        .addColumn("destination", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("next_attempt_at", "text")
        .addColumn("delivered_at", "text")
        .addPrimaryKeyConstraint("deliveries_pk", ["submission_id", "destination"])
        .execute();
      await db.schema.createIndex("deliveries_due").on("deliveries").columns(["status", "next_attempt_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("deliveries").execute();
      await db.schema.dropTable("submissions").execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
