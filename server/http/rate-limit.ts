import type { Request } from "express";
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

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

/** `limit` requests per client per `windowMs`, counted in this process's memory. */
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
