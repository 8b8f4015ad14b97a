import type { Request } from "express";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { rawConnection, type Db } from "#server/db/index.ts";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };
/** Counts one request for a client. Rejects when the count cannot be kept (the store is down). */
export type RateLimiter = { hit(key: string): Promise<RateLimitResult> };

/** A limiter over any rate-limiter-flexible store: over the limit is an answer, a store error is thrown. */
export function flexibleLimiter(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
        }
        throw outcome;
      }
    },
  };
}

/** The limits' tables, made by migrations 003_shared_state, 004_staff_accounts and 008. */
export type RateLimitTable =
  "rl_enquiry_soft" | "rl_enquiry_hard" | "rl_ai" | "rl_sign_in" | "rl_sign_in_account" | "rl_password_reset";

/**
 * `limit` requests per client per `windowMs`, counted in the database, so every instance on
 * it shares the count and a restart keeps it.
 */
export function databaseLimiter(
  db: Db,
  { table, limit, windowMs }: { table: RateLimitTable; limit: number; windowMs: number },
): RateLimiter {
  return flexibleLimiter(databaseStore(db, { table, points: limit, duration: Math.ceil(windowMs / 1000) }));
}

/**
 * A rate-limiter-flexible store in one of our tables: PostgreSQL through the app's pool, or the
 * SQLite file. On SQLite the count is written on the app's own connection (a second one would
 * wait on the first's lock while holding the only thread).
 */
export function databaseStore(
  db: Db,
  { table, ...limits }: { table: RateLimitTable; points: number; duration: number; blockDuration?: number },
): RateLimiterAbstract {
  const raw = rawConnection(db);
  const options = { tableName: table, tableCreated: true, clearExpiredByTimeout: true, ...limits };
  if (raw.kind === "postgres") return new RateLimiterPostgres({ ...options, storeClient: raw.pool });
  const store = new RateLimiterSQLite({ ...options, storeClient: raw.file, storeType: "better-sqlite3" });
  // Its purge of expired rows runs every 5 minutes and leaves a failure unhandled (after the
  // file is closed, it would end the process); a missed purge is harmless.
  const purge = store as unknown as { clearExpired(expire: number): Promise<void> };
  const clearExpired = purge.clearExpired.bind(store);
  purge.clearExpired = (expire) => clearExpired(expire).catch(() => undefined);
  return store;
}

/** `limit` requests per client per `windowMs`, counted in this process's memory (tests). */
export function memoryLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  return flexibleLimiter(new RateLimiterMemory({ points: limit, duration: Math.ceil(windowMs / 1000) }));
}

/**
 * The client's address: the socket's, or the one forwarded by our proxy when TRUST_PROXY is
 * set (Express applies that setting to req.ip; a visitor cannot spoof X-Forwarded-For otherwise).
 */
export function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
