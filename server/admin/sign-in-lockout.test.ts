import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { signInLockout } from "./sign-in-lockout";

describe.each(testBackends)("signInLockout on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 23, 10, 0) });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.destroy();
    await database.cleanup();
  });

  it("locks a client out for 15 minutes at its 5th failure within 15 minutes", async () => {
    const lockout = signInLockout(db);
    for (let i = 0; i < 4; i++) expect(await lockout.fail("10.0.0.1")).toBe(false);
    expect(await lockout.locked("10.0.0.1")).toBe(false);
    expect(await lockout.fail("10.0.0.1")).toBe(true);
    expect(await lockout.locked("10.0.0.1")).toBe(true);
    expect(await lockout.locked("10.0.0.2")).toBe(false);
    vi.advanceTimersByTime(15 * 60_000 - 1000);
    expect(await lockout.locked("10.0.0.1")).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(await lockout.locked("10.0.0.1")).toBe(false);
    expect(await lockout.fail("10.0.0.1")).toBe(false);
  });

  it("forgets failures older than the window, and a success clears them", async () => {
    const lockout = signInLockout(db);
    for (let i = 0; i < 4; i++) await lockout.fail("a");
    vi.advanceTimersByTime(15 * 60_000 + 1000);
    expect(await lockout.fail("a")).toBe(false);
    for (let i = 0; i < 3; i++) await lockout.fail("a");
    await lockout.succeed("a");
    for (let i = 0; i < 4; i++) expect(await lockout.fail("a")).toBe(false);
  });
});
