import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { dailyBudget } from "./budget";

describe.each(testBackends)("dailyBudget on $name", (backend) => {
  let database: TestDatabase;
  const open: Db[] = [];
  const instance = async () => {
    const db = await database.open();
    open.push(db);
    return db;
  };
  beforeEach(async () => {
    database = await backend.create();
  });
  afterEach(async () => {
    for (const db of open.splice(0)) await db.destroy();
    await database.cleanup();
  });

  it("is one budget for every instance, taken exactly up to the limit under concurrency", async () => {
    const now = () => new Date("2026-11-22T23:00:00Z");
    const budgets = [dailyBudget(await instance(), 25, { now }), dailyBudget(await instance(), 25, { now })];
    const takes = await Promise.all(Array.from({ length: 60 }, (_, i) => budgets[i % 2].take()));
    expect(takes.filter(Boolean)).toHaveLength(25);
    expect(await budgets[0].take()).toBe(false);
  });

  it("starts again the next day (UTC), and a zero budget never calls out", async () => {
    let day = "2026-11-22";
    const db = await instance();
    const budget = dailyBudget(db, 1, { now: () => new Date(`${day}T12:00:00Z`) });
    expect([await budget.take(), await budget.take()]).toEqual([true, false]);
    day = "2026-11-23";
    expect(await budget.take()).toBe(true);
    expect(await dailyBudget(db, 0).take()).toBe(false);
  });
});
