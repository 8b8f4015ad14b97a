import { PostgresAdapter, type Kysely } from "kysely";

/** True on PostgreSQL, false on SQLite; for a transaction too. */
export const isPostgres = <DB>(db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;
