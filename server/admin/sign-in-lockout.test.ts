import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { accountLockout, signInLockout } from "./sign-in-lockout";

describe.each(testBackends)("the sign-in lockouts (per client, per account) on $name", (backend) => {
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

  it("locks an account at its 10th failure, counted once per lock, under its email in any case", async () => {
    const accounts = accountLockout(db);
    for (let i = 0; i < 9; i++) expect(await accounts.fail("Ravi@Arivu-Test.in")).toBe("counted");
    expect(await accounts.locked("ravi@arivu-test.in")).toBe(false);
    expect(await accounts.fail(" ravi@arivu-test.in ")).toBe("locks");
    expect(await accounts.fail("ravi@arivu-test.in")).toBe("locked");
    expect(await accounts.locked("RAVI@arivu-test.in")).toBe(true);
    expect(await accounts.locked("meena@arivu-test.in")).toBe(false);
    vi.advanceTimersByTime(15 * 60_000 + 1000);
    expect(await accounts.locked("ravi@arivu-test.in")).toBe(false);
    expect(await accounts.fail("ravi@arivu-test.in")).toBe("counted");
    // Cleared (a new password was set): the lock is lifted at once.
    for (let i = 0; i < 9; i++) await accounts.fail("ravi@arivu-test.in");
    expect(await accounts.locked("ravi@arivu-test.in")).toBe(true);
    await accounts.clear("Ravi@arivu-test.in");
    expect(await accounts.locked("ravi@arivu-test.in")).toBe(false);
  });
});
