import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openMigratedDatabase, type Db } from "#server/db/index.ts";

/** A fresh, migrated database for one test, and how to reopen it (a restart) and clean it up. */
export type TestDatabase = {
  options: { dataDir: string; databaseUrl?: string };
  open(): Promise<Db>;
  cleanup(): Promise<void>;
};

export type TestBackend = { name: string; create(): Promise<TestDatabase> };

const sqlite: TestBackend = {
  name: "SQLite",
  async create() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arivu-leads-"));
    return {
      options: { dataDir },
      open: () => openMigratedDatabase({ dataDir }),
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

/** PostgreSQL at TEST_DATABASE_URL; each test gets its own schema so test files can run in parallel. */
export function postgres(url: string): TestBackend {
  return {
    name: "PostgreSQL",
    async create() {
      const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const databaseUrl = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      return {
        options: { dataDir: "", databaseUrl },
        open: () => openMigratedDatabase({ dataDir: "", databaseUrl }),
        async cleanup() {
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query(`drop schema ${schema} cascade`);
          await c.end();
        },
      };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (scripts/ci-postgres.sh prints one). */
export const testBackends: TestBackend[] = [
  sqlite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
