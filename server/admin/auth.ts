import { randomBytes } from "node:crypto";

export const SESSION_COOKIE = "arivu_admin";
export const SESSION_MS = 8 * 3600_000;

/** Signed-in sessions, in memory: a restart signs everyone out, which is fine for a small sales team. */
export function sessionStore({ ttlMs = SESSION_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {}) {
  const sessions = new Map<string, number>();
  return {
    create(): string {
      const t = now();
      for (const [id, expires] of sessions) if (expires <= t) sessions.delete(id);
      const id = randomBytes(32).toString("base64url");
      sessions.set(id, t + ttlMs);
      return id;
    },
    valid(id: string | undefined): boolean {
      if (!id) return false;
      const expires = sessions.get(id);
      if (expires === undefined) return false;
      if (expires > now()) return true;
      sessions.delete(id);
      return false;
    },
    end(id: string | undefined) {
      if (id) sessions.delete(id);
    },
  };
}

export const WRONG_PASSWORD = "Wrong password.";
export const LOCKOUT_MESSAGE = "Too many failed sign-in attempts. Try again in 15 minutes.";

/**
 * Sign-in lockout per client: `maxFailures` wrong passwords within `windowMs` lock that client
 * out for `lockMs`, even for the right password. A success clears the count.
 */
export function signInGuard({
  maxFailures = 5,
  windowMs = 15 * 60_000,
  lockMs = 15 * 60_000,
  now = Date.now,
}: { maxFailures?: number; windowMs?: number; lockMs?: number; now?: () => number } = {}) {
  const clients = new Map<string, { windowStart: number; failures: number; lockedUntil: number }>();
  return {
    locked(key: string): boolean {
      const c = clients.get(key);
      return c !== undefined && c.lockedUntil > now();
    },
    /** Records a wrong password; true when this failure locks the client out. */
    fail(key: string): boolean {
      const t = now();
      if (clients.size > 10_000) for (const [k, c] of clients) if (c.lockedUntil <= t && t - c.windowStart >= windowMs) clients.delete(k);
      let c = clients.get(key);
      if (!c || (c.lockedUntil <= t && t - c.windowStart >= windowMs)) {
        c = { windowStart: t, failures: 0, lockedUntil: 0 };
        clients.set(key, c);
      }
      c.failures += 1;
      if (c.failures >= maxFailures) {
        c.lockedUntil = t + lockMs;
        c.failures = 0;
        c.windowStart = t + lockMs;
        return true;
      }
      return false;
    },
    succeed(key: string) {
      clients.delete(key);
    },
  };
}

/** The value of one cookie from the Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
