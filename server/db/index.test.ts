import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { Db } from "./index";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";

// Several instances start on one PostgreSQL at once. (SQLite is one process: its connections
// in one process would wait on each other's lock while holding the only thread.)
const postgres = testBackends.find((b) => b.name === "PostgreSQL");

describe.skipIf(!postgres)("migrations on PostgreSQL", () => {
  let database: TestDatabase;
  const open: Db[] = [];
  beforeEach(async () => {
    database = await postgres!.create();
  });
  afterEach(async () => {
    for (const db of open.splice(0)) await db.destroy();
    await database.cleanup();
  });

  it("let three instances start at once: one migrates, the others wait for it, all see every table", async () => {
    open.push(...(await Promise.all([database.open(), database.open(), database.open()])));
    for (const db of open) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from rl_enquiry_soft, rl_enquiry_hard, rl_ai, daily_counters, daily_images, settings`.execute(
        db,
      );
      expect(rows[0].n).toBe(0);
    }
  });

  it("migrate its own schema when another schema of the database was migrated first", async () => {
    const other = await postgres!.create();
    try {
      const first = await other.open();
      await first.destroy();
      open.push(await database.open());
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from submissions`.execute(open[0]);
      expect(rows[0].n).toBe(0);
    } finally {
      await other.cleanup();
    }
  });
});
