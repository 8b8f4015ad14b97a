import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "#server/db/index.ts";
import { databaseStore } from "#server/http/rate-limit.ts";

export const MAX_FAILURES = 5;
export const LOCKOUT_SECONDS = 15 * 60;
export const LOCKOUT_MESSAGE = "Too many failed sign-in attempts. Try again in 15 minutes.";

/** Failures for one account, from any number of clients, before it is locked. */
export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_LOCKOUT_MESSAGE =
  "Too many failed sign-in attempts for this account. Try again in 15 minutes, or set a new password with “Forgot password?” below.";

export type SignInLockout = {
  locked(client: string): Promise<boolean>;
  /** Counts a wrong password; true when this one locks the client out. */
  fail(client: string): Promise<boolean>;
  /** A right password clears the count. */
  succeed(client: string): Promise<void>;
};

/** Where a failure leaves its key: still under the allowance, locked by this very failure, or locked before. */
export type FailureOutcome = "counted" | "locks" | "locked";

export type AccountLockout = {
  locked(email: string): Promise<boolean>;
  /** Counts a wrong password for the account; "locks" once per lock, for the failure that locks it. */
  fail(email: string): Promise<FailureOutcome>;
  /** Clears the count: a right password while not locked, or a new password set from the emailed link. */
  clear(email: string): Promise<void>;
};

/**
 * MAX_FAILURES wrong passwords from a client within 15 minutes lock it out for 15 minutes, even
 * for the right password. Counted by rate-limiter-flexible in the database (table rl_sign_in),
 * so the lockout holds on every instance and across restarts.
 */
export function signInLockout(db: Db): SignInLockout {
  const store = lockStore(db, "rl_sign_in", MAX_FAILURES);
  return {
    locked: (client) => isLocked(store, client),
    fail: async (client) => (await countFailure(store, client)) !== "counted",
    succeed: async (client) => void (await store.delete(client)),
  };
}

/**
 * ACCOUNT_MAX_FAILURES wrong passwords for one email within 15 minutes, from any clients, lock
 * that email for 15 minutes (table rl_sign_in_account). Every email typed is counted, with an
 * account or not, so the answer never tells whether an account exists.
 *
 * A fixed lock, not a growing one: a lock that grows with each failure is what an attacker would
 * use to keep the owner out for days at no cost. With a fixed one, holding the account locked
 * costs 10 guesses per 15 minutes (40 an hour, far too few to find a password); the owner can
 * still sign in from a browser that signed in to the account before (known-devices.ts), or set a
 * new password, which lifts the lock.
 */
export function accountLockout(db: Db): AccountLockout {
  const store = lockStore(db, "rl_sign_in_account", ACCOUNT_MAX_FAILURES);
  return {
    locked: (email) => isLocked(store, accountKey(email)),
    fail: (email) => countFailure(store, accountKey(email)),
    clear: async (email) => void (await store.delete(accountKey(email))),
  };
}

/** The account's key: its email as better-auth matches it (trimmed, lower case), at most an address's length. */
export const accountKey = (email: string) => email.trim().toLowerCase().slice(0, 320);

function lockStore(db: Db, table: "rl_sign_in" | "rl_sign_in_account", maxFailures: number) {
  // The maxFailures-th failure is the first one over the allowance: it blocks the key.
  return databaseStore(db, {
    table,
    points: maxFailures - 1,
    duration: LOCKOUT_SECONDS,
    blockDuration: LOCKOUT_SECONDS,
  });
}

async function isLocked(store: RateLimiterAbstract, key: string): Promise<boolean> {
  const state = await store.get(key);
  return state !== null && state.consumedPoints > store.points && state.msBeforeNext > 0;
}

async function countFailure(store: RateLimiterAbstract, key: string): Promise<FailureOutcome> {
  try {
    await store.consume(key);
    return "counted";
  } catch (outcome) {
    if (!(outcome instanceof RateLimiterRes)) throw outcome;
    // The count is raised atomically in the database, so exactly one failure reaches points + 1
    // (the one that blocks the key), even when instances count at once.
    return outcome.consumedPoints === store.points + 1 ? "locks" : "locked";
  }
}
