import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { createAccessControl } from "better-auth/plugins/access";
import { admin } from "better-auth/plugins/admin";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { rawConnection, type Db } from "#server/db/index.ts";
import { sharedSetting } from "#server/db/settings.ts";
import { errorText, log } from "#server/log.ts";
import { hashPassword, verifyPassword } from "./password";

import { ROLES } from "#common/staff-access.ts";

export { ROLES, isRole, type Role } from "#common/staff-access.ts";
/** "admin, sales or marketing", for messages. */
export const ROLES_IN_WORDS = `${ROLES.slice(0, -1).join(", ")} or ${ROLES.at(-1)}`;

/** A session lasts a working day and is not extended by use. */
export const SESSION_SECONDS = 8 * 3600;
export const RESET_LINK_SECONDS = 3600;
export const MIN_PASSWORD_LENGTH = 8;

const ac = createAccessControl(defaultStatements);
const roles = {
  admin: adminAc,
  sales: ac.newRole({ user: [], session: [] }),
  marketing: ac.newRole({ user: [], session: [] }),
};

export type AdminAuthOptions = {
  secret: string;
  /** The public origin: cookies are Secure when it is https. */
  siteUrl: string;
  /** Emails the link to set a password; absent when SMTP is not configured (no reset by email). */
  sendPasswordLink?: (to: { email: string; name: string }, link: string) => Promise<void>;
  /** After a password is set from an emailed link (it lifts the account's sign-in lock). */
  onPasswordReset?: (email: string) => Promise<void>;
};

/**
 * better-auth on our database: email and password, sessions in the `session` table (valid on
 * every instance sharing the secret), roles by its admin plugin. Only its server API is used
 * (app/features/admin/*.server.ts); its HTTP handler is not mounted, so there is no sign-up
 * and nothing of it reaches the browser. The sign-in lockout is ours (sign-in-lockout.ts).
 */
export function createAdminAuth(
  db: Db,
  { secret, siteUrl, sendPasswordLink, onPasswordReset }: AdminAuthOptions,
) {
  return betterAuth({
    appName: "Arivu sales inbox",
    baseURL: siteUrl,
    secret,
    database: { db, type: rawConnection(db).kind === "postgres" ? "postgres" : "sqlite" },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // One format for everyone, the one ADMIN_PASSWORD_HASH has always used.
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: sendPasswordLink
        ? async ({ user, token }) => {
            // Not awaited: the answer must take as long whether or not the address has an account.
            sendPasswordLink(user, passwordLink(siteUrl, token)).catch((error) =>
              log.error({ error: errorText(error) }, "password link email failed"),
            );
          }
        : undefined,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Whoever held the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: onPasswordReset && (({ user }) => onPasswordReset(user.email)),
    },
    session: { expiresIn: SESSION_SECONDS, disableSessionRefresh: true },
    // Reset tokens are stored hashed: a copy of the database cannot reset anyone's password.
    verification: { storeIdentifier: "hashed" },
    // Its limiter only guards its HTTP handler, which is not mounted; the lockout is ours.
    rateLimit: { enabled: false },
    advanced: { cookiePrefix: "arivu", defaultCookieAttributes: { sameSite: "strict" } },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      // Its messages only; their arguments may carry request data.
      log: (level, message) =>
        log[level === "debug" ? "debug" : level === "info" ? "info" : level](`better-auth: ${message}`),
    },
    plugins: [admin({ ac, roles, defaultRole: "sales", adminRoles: ["admin"] })],
  });
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;

/** The page the emailed link opens. */
export function passwordLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/reset-password?token=${encodeURIComponent(token)}`;
}

const SECRET_SETTING = "auth_secret";

/**
 * The key that signs session cookies: BETTER_AUTH_SECRET when set, else one made once and kept
 * in the database, so every instance on it accepts the others' sessions.
 */
export async function authSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  return fromEnv ?? sharedSetting(db, SECRET_SETTING, () => randomBytes(32).toString("hex"));
}
