import type { Request, RequestHandler } from "express";
import { clientKey } from "../http/rate-limit";
import type { LeadStore } from "../leads/types";
import { LOCKOUT_MESSAGE, readCookie, SESSION_COOKIE, SESSION_MS, sessionStore, signInGuard, WRONG_PASSWORD } from "./auth";
import { parseHash, passwordCheck } from "./password";

/**
 * The sales inbox's server side: who is signed in, signing in and out, and the store, handed
 * to the /admin routes through React Router's load context. All of the sign-in glue lives in
 * this file (with auth.ts and password.ts), so swapping the shared password for per-person
 * accounts changes only here.
 */

export type InboxEnv = { ADMIN_PASSWORD?: string; ADMIN_PASSWORD_HASH?: string; SITE_URL: string };

/** What the inbox's pages may do with the records. */
export type InboxStore = Pick<LeadStore, "list" | "get" | "counts" | "activity" | "setStatus" | "addNote" | "retry" | "delete">;

/** `actor` names the person in the activity log; null while everyone shares one password. */
export type InboxUser = { actor: string | null };

/** On success, the headers to send with the redirect (they set the session cookie). */
export type SignInResult = { ok: true; headers: Headers } | { ok: false; status: 401 | 429; error: string };

/** React Router's `context.inbox` for one request. */
export type InboxContext = {
  store: InboxStore;
  /** The signed-in person, or undefined. */
  currentUser(): Promise<InboxUser | undefined>;
  signIn(password: string): Promise<SignInResult>;
  /** Ends the session; returns the headers that clear the cookie. */
  signOut(): Headers;
  /** The audit log: never personal data. */
  log(line: string): void;
};

export const inboxEnabled = (env: InboxEnv) => Boolean(env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH);

/** Builds `context.inbox` per request; the function answers undefined when the inbox is off. */
export function inboxContext(env: InboxEnv, store: LeadStore, log: (line: string) => void = console.log) {
  if (!inboxEnabled(env)) return (_req: Request): InboxContext | undefined => undefined;
  // A malformed hash stops the server at start, not at the first sign-in.
  if (env.ADMIN_PASSWORD_HASH) parseHash(env.ADMIN_PASSWORD_HASH);
  const check = passwordCheck({ password: env.ADMIN_PASSWORD, hash: env.ADMIN_PASSWORD_HASH });
  const sessions = sessionStore();
  const guard = signInGuard();
  const secure = env.SITE_URL.startsWith("https://");
  // Path=/admin does not cover /admin.data, where React Router fetches the list's data on a
  // client-side navigation, so the same cookie is set for that one path too.
  const cookies = (value: string, maxAgeSeconds: number) => {
    const headers = new Headers();
    for (const path of ["/admin", "/admin.data"]) {
      headers.append(
        "Set-Cookie",
        `${SESSION_COOKIE}=${value}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`,
      );
    }
    return headers;
  };

  return (req: Request): InboxContext | undefined => {
    const sessionId = () => readCookie(req.headers.cookie, SESSION_COOKIE);
    return {
      store,
      log,
      async currentUser() {
        return sessions.valid(sessionId()) ? { actor: null } : undefined;
      },
      async signIn(password) {
        const key = clientKey(req);
        if (guard.locked(key)) return { ok: false, status: 429, error: LOCKOUT_MESSAGE };
        const matches = await (await check)?.(password);
        if (!matches) {
          const locked = guard.fail(key);
          return { ok: false, status: locked ? 429 : 401, error: locked ? LOCKOUT_MESSAGE : WRONG_PASSWORD };
        }
        guard.succeed(key);
        return { ok: true, headers: cookies(sessions.create(), SESSION_MS / 1000) };
      },
      signOut() {
        sessions.end(sessionId());
        return cookies("", 0);
      },
    };
  };
}

/** /admin, /admin/... and React Router's data requests for them (/admin.data). */
const isInboxPath = (path: string) => path === "/admin" || path === "/admin.data" || path.startsWith("/admin/");

/**
 * In front of the /admin routes: never indexed or cached; a plain 404 while the inbox is off;
 * and, with the SameSite=Strict cookie, every POST must also come from one of our own pages.
 */
export function inboxGate(env: InboxEnv): RequestHandler {
  const enabled = inboxEnabled(env);
  const siteHost = new URL(env.SITE_URL).host;
  return (req, res, next) => {
    if (!isInboxPath(req.path)) return next();
    res.set({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });
    if (!enabled) return void res.status(404).type("text/plain").send("Not found.");
    if (req.method !== "GET" && req.method !== "HEAD" && !fromOwnPage(req, siteHost)) {
      return void res.status(403).type("text/plain").send("This form must be sent from the sales inbox.");
    }
    next();
  };
}

function fromOwnPage(req: Request, siteHost: string): boolean {
  const from = req.get("origin") ?? req.get("referer");
  try {
    const host = from ? new URL(from).host : undefined;
    return host !== undefined && (host === req.get("host") || host === siteHost);
  } catch {
    return false;
  }
}
