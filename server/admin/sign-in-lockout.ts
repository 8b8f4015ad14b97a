import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "#server/db/index.ts";
import { databaseStore } from "#server/http/rate-limit.ts";

export const MAX_FAILURES = 5;
export const LOCKOUT_SECONDS = 15 * 60;
export const LOCKOUT_MESSAGE = "Too many failed sign-in attempts. Try again in 15 minutes.";

export type SignInLockout = {
  locked(client: string): Promise<boolean>;
  /** Counts a wrong password; true when this one locks the client out. */
  fail(client: string): Promise<boolean>;
  /** A right password clears the count. */
  succeed(client: string): Promise<void>;
};

/**
 * MAX_FAILURES wrong passwords from a client within 15 minutes lock it out for 15 minutes, even
 * for the right password. Counted by rate-limiter-flexible in the database (table rl_sign_in),
 * so the lockout holds on every instance and across restarts.
 */
export function signInLockout(db: Db): SignInLockout {
  // The MAX_FAILURES-th failure is the first one over the allowance: it blocks the key.
  const store = databaseStore(db, {
    table: "rl_sign_in",
    points: MAX_FAILURES - 1,
    duration: LOCKOUT_SECONDS,
    blockDuration: LOCKOUT_SECONDS,
  });
  return lockoutOn(store);
}

function lockoutOn(store: RateLimiterAbstract): SignInLockout {
  return {
    async locked(client) {
      const state = await store.get(client);
      return state !== null && state.consumedPoints > store.points && state.msBeforeNext > 0;
    },
    async fail(client) {
      try {
        await store.consume(client);
        return false;
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return true;
        throw outcome;
      }
    },
    async succeed(client) {
      await store.delete(client);
    },
  };
}
