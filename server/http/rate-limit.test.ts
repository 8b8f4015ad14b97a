import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { databaseLimiter, flexibleLimiter, memoryLimiter } from "./rate-limit";

afterEach(() => vi.useRealTimers());

describe("memoryLimiter", () => {
  it("allows the limit per window and client, then refuses with the time left", async () => {
    vi.useFakeTimers({ now: 0, toFake: ["Date"] });
    const limiter = memoryLimiter({ limit: 2, windowMs: 600_000 });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(true);
    vi.setSystemTime(60_000);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 540 });
    // Another client has its own window.
    expect((await limiter.hit("b")).allowed).toBe(true);
    // A new window starts after the old one ends.
    vi.setSystemTime(600_001);
    expect((await limiter.hit("a")).allowed).toBe(true);
  });
});

describe("flexibleLimiter", () => {
  it("rejects when the store cannot count, so callers can fail closed", async () => {
    const store = new RateLimiterMemory({ points: 5, duration: 60 });
    vi.spyOn(store, "consume").mockRejectedValue(new Error("connection refused"));
    await expect(flexibleLimiter(store).hit("a")).rejects.toThrow("connection refused");
  });
});

describe.each(testBackends)("databaseLimiter on $name", (backend) => {
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
    for (const db of open.splice(0)) await db.destroy().catch(() => undefined);
    await database.cleanup();
  });

  it("shares one count between instances on the database, and keeps it across a restart", async () => {
    const options = { table: "rl_enquiry_soft", limit: 3, windowMs: 600_000 } as const;
    const one = databaseLimiter(await instance(), options);
    const two = databaseLimiter(await instance(), options);
    expect((await one.hit("203.0.113.7")).allowed).toBe(true);
    expect((await two.hit("203.0.113.7")).allowed).toBe(true);
    expect((await one.hit("203.0.113.7")).allowed).toBe(true);
    const refused = await two.hit("203.0.113.7");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    // Another client, and another limit's table, count apart.
    expect((await two.hit("198.51.100.1")).allowed).toBe(true);
    expect(
      (await databaseLimiter(open[0], { ...options, table: "rl_enquiry_hard" }).hit("203.0.113.7")).allowed,
    ).toBe(true);

    for (const db of open.splice(0)) await db.destroy();
    const restarted = databaseLimiter(await instance(), options);
    expect((await restarted.hit("203.0.113.7")).allowed).toBe(false);
  });

  it("rejects when the database cannot count, so callers can fail closed", async () => {
    const db = await instance();
    const limiter = databaseLimiter(db, { table: "rl_ai", limit: 5, windowMs: 60_000 });
    await db.destroy();
    await expect(limiter.hit("203.0.113.7")).rejects.toThrow();
  });
});
