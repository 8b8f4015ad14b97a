import fs from "node:fs";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { errorText, log } from "#server/log.ts";
import { isPostgres } from "./dialect";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

export type { Database } from "./schema";
export type Db = Kysely<Database>;

export type DatabaseOptions = {
  /** SQLite lives in `${dataDir}/arivu.sqlite` unless a PostgreSQL URL is given. */
  dataDir: string;
  databaseUrl?: string;
};

/** The driver under a Kysely instance, for libraries that take one (rate-limiter-flexible). */
export type RawConnection =
  { kind: "postgres"; pool: pg.Pool } | { kind: "sqlite"; file: BetterSqlite3.Database };

const rawConnections = new WeakMap<Db, RawConnection>();

/** Opens SQLite (default) or PostgreSQL behind one Kysely instance. Call `migrate` before use. */
export function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): Db {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => log.error({ error: errorText(error) }, "PostgreSQL pool error"));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    rawConnections.set(db, { kind: "postgres", pool });
    return db;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new BetterSqlite3(path.join(dataDir, "arivu.sqlite"));
  // WAL lets readers work during writes; FULL fsyncs each commit so an answered "sent" survives power loss.
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  rawConnections.set(db, { kind: "sqlite", file });
  return db;
}

/** The pool or the SQLite file of a database opened with `openDatabase`. */
export function rawConnection(db: Db): RawConnection {
  const raw = rawConnections.get(db);
  if (!raw) throw new Error("This database was not opened with openDatabase.");
  return raw;
}

/** How often the migrator lists the tables before it gives up (see migrate). */
const MIGRATE_ATTEMPTS = 8;

/** Brings the schema up to date; throws (stopping the start) when a migration fails. */
export async function migrate(db: Db): Promise<void> {
  // On PostgreSQL the migrator looks for its own tables in every schema: name ours, so a
  // database shared with other schemas (other apps, parallel tests) is migrated correctly.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0].name
    : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema });
  let { error, results } = await migrator.migrateToLatest();
  // Before migrating, Kysely lists the tables of every schema; a table or schema another app (or a
  // parallel test) drops or alters meanwhile fails that listing with 42P01, 3F000 or 42703. Nothing has
  // run then: list again, a little later (on a busy machine, tests drop schemas several times a second).
  const dropped = () => ["42P01", "3F000", "42703"].includes((error as { code?: string })?.code ?? "");
  for (let attempt = 1; attempt < MIGRATE_ATTEMPTS && !results && dropped(); attempt++) {
    await setTimeout(25 + Math.random() * 100 * attempt);
    ({ error, results } = await migrator.migrateToLatest());
  }
  for (const r of results ?? []) {
    if (r.status === "Error") log.error({ migration: r.migrationName }, "Migration failed");
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Opens and migrates the database; closes it again when the migration fails. */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<Db> {
  const db = openDatabase(options);
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
