import type { Request } from "express";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };
export type RateLimiter = { hit(key: string): RateLimitResult };

/**
 * A fixed-window counter per client, in memory (one Node process serves the site).
 * Expired windows are swept as new ones start, so memory stays bounded by active clients.
 */
export function fixedWindowLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    hit(key) {
      const t = now();
      if (t - lastSweep > windowMs) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        lastSweep = t;
      }
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      const allowed = w.count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((w.start + windowMs - t) / 1000) };
    },
  };
}

/**
 * The client's address: the socket's, or the one forwarded by our proxy when TRUST_PROXY is
 * set (Express applies that setting to req.ip; a visitor cannot spoof X-Forwarded-For otherwise).
 */
export function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
