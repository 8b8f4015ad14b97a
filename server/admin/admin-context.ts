import type { Request, RequestHandler } from "express";
import { isAPIError } from "better-auth/api";
import type { Db } from "#server/db/index.ts";
import { clientKey, type RateLimiter } from "#server/http/rate-limit.ts";
import { PRIVATE_HEADERS } from "#server/http/private-pages.ts";
import { isAdminPath } from "#common/route-table.ts";
import type { LeadStore } from "#server/leads/types.ts";
import type { OfficeHours } from "#server/reports/office-hours.ts";
import type { ReportRange } from "#server/reports/range.ts";
import type { SeatBatch } from "#server/reports/bookings.ts";
import { loadReport, type Report } from "#server/reports/report.ts";
import type { InboxBookings } from "#server/bookings/inbox-bookings.ts";
import { isRole, type Role, type AdminAuth } from "./auth";
import type { AccountLockNotice } from "./account-lock-email";
import type { KnownDevices } from "./known-devices";
import {
  ACCOUNT_LOCKOUT_MESSAGE,
  LOCKOUT_MESSAGE,
  type AccountLockout,
  type SignInLockout,
} from "./sign-in-lockout";
import { checkPassword, userDirectory, type UserDirectory, type UserResult } from "./users";

/**
 * The sales inbox's server side: who is signed in, signing in and out, password resets, the
 * people page and the store, handed to the /admin routes through React Router's load context.
 * better-auth (auth.ts) keeps the accounts and sessions; this file is the glue.
 */

/** What the inbox's pages may do with the records. */
export type AdminLeadStore = Pick<
  LeadStore,
  | "list"
  | "get"
  | "counts"
  | "activity"
  | "setStatus"
  | "addNote"
  | "retry"
  | "delete"
  | "assign"
  | "setFollowUp"
  | "markRead"
  | "staff"
  | "notes"
>;

/** The signed-in person; `actor` names them in the activity log (their email). */
export type AdminUser = { id: string; email: string; name: string; role: Role; actor: string };

/** On success, the headers to send with the redirect (they set the session cookie). */
export type SignInResult = { ok: true; headers: Headers } | { ok: false; status: 401 | 429; error: string };

export type ChangePasswordResult =
  { ok: true; headers: Headers } | { ok: false; field: "current" | "password"; error: string };

export const WRONG_CREDENTIALS = "Wrong email or password.";
export const WRONG_CURRENT_PASSWORD = "That is not your current password.";
export const CHANGE_LOCKED_MESSAGE = "Too many wrong passwords for this account. Try again in 15 minutes.";
export const RESET_LIMIT_MESSAGE = "Too many requests for a password link. Try again in 15 minutes.";
export const EXPIRED_LINK = "This link has expired or was already used. Ask for a new one below.";

/** React Router's `context.inbox` for one request. */
export type AdminContext = {
  store: AdminLeadStore;
  /** The bookings among the records: their panel, marking one paid, a refund. */
  bookings?: InboxBookings;
  /** The signed-in person, or undefined. */
  currentUser(): Promise<AdminUser | undefined>;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Ends the session in the database; returns the headers that clear the cookie. */
  signOut(): Promise<Headers>;
  /** False while SMTP is not configured: no password link can be emailed. */
  resetByEmail: boolean;
  /** Emails a link if the address has an account; answers the same either way. */
  requestPasswordReset(email: string): Promise<UserResult>;
  resetPassword(token: string, password: string): Promise<UserResult>;
  /** The signed-in person's own password; their other sessions end. On success, the new session's cookie. */
  changePassword(current: string, password: string): Promise<ChangePasswordResult>;
  /** Managing people: an admin's, undefined for anyone else. */
  users(): Promise<UserDirectory | undefined>;
  /** The figures of /admin/reports over a range (counts and sums only), with the published batches' seat fill. */
  report(range: ReportRange, hours: OfficeHours, batches: readonly SeatBatch[]): Promise<Report>;
  /** The audit log (staff emails are fine; never a visitor's data). */
  log(line: string): void;
};

export type AdminDeps = {
  db: Db;
  auth: AdminAuth;
  store: AdminLeadStore;
  bookings?: InboxBookings;
  /** Wrong passwords per client address. */
  lockout: SignInLockout;
  /** Wrong passwords per account, from any address; a browser that signed in to it before is let through. */
  accountLockout: AccountLockout;
  knownDevices: KnownDevices;
  /** Once per account lock: the audit log, and the owner's email. */
  accountLocked: AccountLockNotice;
  resetLimiter: RateLimiter;
  resetByEmail: boolean;
  log: (line: string) => void;
};

/** Builds `context.inbox` for each request. */
export function adminContext({
  db,
  auth,
  store,
  bookings,
  lockout,
  accountLockout,
  knownDevices,
  accountLocked,
  resetLimiter,
  resetByEmail,
  log,
}: AdminDeps) {
  return (req: Request): AdminContext => {
    const client = clientKey(req);
    // What better-auth needs of the request: the session cookie, and who is asking (kept with a session).
    const headers = () => {
      const h = new Headers({ "x-forwarded-for": client });
      if (req.headers.cookie) h.set("cookie", req.headers.cookie);
      if (req.headers["user-agent"]) h.set("user-agent", req.headers["user-agent"]);
      return h;
    };
    let user: Promise<AdminUser | undefined> | undefined;
    const currentUser = () => (user ??= findUser(auth, headers()));

    return {
      store,
      report: (range, hours, batches) => loadReport(db, range, hours, batches),
      bookings,
      log,
      resetByEmail,
      currentUser,
      async signIn(email, password) {
        if (await lockout.locked(client)) return { ok: false, status: 429, error: LOCKOUT_MESSAGE };
        const knownDevice = knownDevices.knows(req.headers.cookie, email);
        const accountIsLocked = await accountLockout.locked(email);
        if (accountIsLocked && !knownDevice)
          return { ok: false, status: 429, error: ACCOUNT_LOCKOUT_MESSAGE };
        try {
          const result = await auth.api.signInEmail({
            body: { email: email.trim(), password },
            headers: headers(),
            returnHeaders: true,
          });
          await lockout.succeed(client);
          // A lock stays until it ends (or a new password is set): the guesses may go on.
          if (!accountIsLocked) await accountLockout.clear(email);
          const answer = cookiesOf(result.headers);
          answer.append("Set-Cookie", knownDevices.remember(req.headers.cookie, email));
          return { ok: true, headers: answer };
        } catch (error) {
          // An unknown email, a wrong password or a malformed one: all the same failure.
          if (!isAPIError(error) || error.statusCode >= 500) throw error;
          const addressLocked = await lockout.fail(client);
          const account = await accountLockout.fail(email);
          if (account === "locks") await accountLocked(email, client);
          if (addressLocked) return { ok: false, status: 429, error: LOCKOUT_MESSAGE };
          if (account !== "counted" && !knownDevice)
            return { ok: false, status: 429, error: ACCOUNT_LOCKOUT_MESSAGE };
          return { ok: false, status: 401, error: WRONG_CREDENTIALS };
        }
      },
      async signOut() {
        const result = await auth.api.signOut({ headers: headers(), returnHeaders: true });
        return cookiesOf(result.headers);
      },
      async requestPasswordReset(email) {
        if (!(await resetLimiter.hit(client)).allowed) return { ok: false, error: RESET_LIMIT_MESSAGE };
        try {
          await auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() } });
        } catch (error) {
          // A malformed address is answered like any other.
          if (!isAPIError(error) || error.statusCode >= 500) throw error;
        }
        return { ok: true };
      },
      async resetPassword(token, password) {
        const problem = checkPassword(password);
        if (problem) return { ok: false, error: problem };
        try {
          await auth.api.resetPassword({ body: { token, newPassword: password } });
          return { ok: true };
        } catch (error) {
          if (!isAPIError(error) || error.statusCode >= 500) throw error;
          return { ok: false, error: EXPIRED_LINK };
        }
      },
      async changePassword(current, password) {
        const me = await currentUser();
        if (!me) return { ok: false, field: "current", error: WRONG_CURRENT_PASSWORD };
        // Guessing the current password from a session counts as guessing at the sign-in.
        if (await accountLockout.locked(me.email))
          return { ok: false, field: "current", error: CHANGE_LOCKED_MESSAGE };
        const problem = checkPassword(password);
        if (problem) return { ok: false, field: "password", error: problem };
        try {
          const result = await auth.api.changePassword({
            body: { currentPassword: current, newPassword: password, revokeOtherSessions: true },
            headers: headers(),
            returnHeaders: true,
          });
          return { ok: true, headers: cookiesOf(result.headers) };
        } catch (error) {
          if (!isAPIError(error) || error.statusCode >= 500) throw error;
          const account = await accountLockout.fail(me.email);
          if (account === "locks") await accountLocked(me.email, client);
          if (account !== "counted") return { ok: false, field: "current", error: CHANGE_LOCKED_MESSAGE };
          return { ok: false, field: "current", error: WRONG_CURRENT_PASSWORD };
        }
      },
      async users() {
        const me = await currentUser();
        if (me?.role !== "admin") return undefined;
        const directory = userDirectory(auth, db, headers(), me);
        return {
          ...directory,
          // A password an admin sets lifts the account's lock, as one set from the emailed link does.
          async setPassword(userId, password) {
            const result = await directory.setPassword(userId, password);
            const person = await db
              .selectFrom("user")
              .select("email")
              .where("id", "=", userId)
              .executeTakeFirst();
            if (result.ok && person) await accountLockout.clear(person.email);
            return result;
          },
        };
      },
    };
  };
}

async function findUser(auth: AdminAuth, headers: Headers): Promise<AdminUser | undefined> {
  const session = await auth.api.getSession({ headers });
  if (!session) return undefined;
  const { id, email, name, role } = session.user;
  return { id, email, name, role: isRole(role) ? role : "sales", actor: email };
}

/** Only the Set-Cookie lines of better-auth's answer. */
function cookiesOf(from: Headers): Headers {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * In front of the /admin routes: never indexed or cached; a plain 404 while the inbox is off
 * (nobody has an account and no ADMIN_PASSWORD is set); and, with the SameSite=Strict cookie,
 * every POST must also come from one of our own pages. The path is read as React Router
 * matches it (any letter case, escapes decoded), so /ADMIN/Export.csv is guarded as /admin/export.csv.
 */
export function adminGate(env: { SITE_URL: string }, enabled: () => Promise<boolean>): RequestHandler {
  const siteHost = new URL(env.SITE_URL).host;
  return async (req, res, next) => {
    if (!isAdminPath(req.path)) return next();
    // Drafts and visitors' data: kept by no cache, and never served to another session.
    res.set({ ...PRIVATE_HEADERS, Vary: "Cookie" });
    try {
      if (!(await enabled())) return void res.status(404).type("text/plain").send("Not found.");
    } catch (error) {
      return next(error);
    }
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
