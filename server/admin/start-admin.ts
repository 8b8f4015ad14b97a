import type { Db } from "#server/db/index.ts";
import { databaseLimiter } from "#server/http/rate-limit.ts";
import { senderFor } from "#server/leads/index.ts";
import { log } from "#server/log.ts";
import { authSecret, createAdminAuth } from "./auth";
import { anyoneExists, ensureFirstAdmin, type FirstAdminEnv } from "./first-admin";
import { adminContext, adminGate, type AdminLeadStore } from "./admin-context";
import { accountLockNotice } from "./account-lock-email";
import { knownDevices } from "./known-devices";
import { passwordEmailSender } from "./password-email";
import { accountLockout, signInLockout } from "./sign-in-lockout";
import type { InboxBookings } from "#server/bookings/inbox-bookings.ts";

export type AdminEnv = FirstAdminEnv & {
  SITE_URL: string;
  BETTER_AUTH_SECRET?: string;
  SMTP_URL?: string;
  LEAD_NOTIFY_FROM?: string;
};

/**
 * The sales inbox on the instance's database: better-auth with the shared secret, the first
 * admin from ADMIN_PASSWORD, the sign-in lockouts (per client and per account) and password
 * links by email when SMTP is set. Emails to staff are queued for the leads' outbox, which
 * `queued` wakes. Returns the gate in front of /admin and the load context's `inbox` per request.
 */
export async function startAdmin(
  env: AdminEnv,
  {
    db,
    store,
    audit = (line) => log.info(line),
    queued,
    bookings,
  }: {
    db: Db;
    store: AdminLeadStore;
    audit?: (line: string) => void;
    queued?: () => void;
    bookings?: InboxBookings;
  },
) {
  const sendPasswordLink = env.SMTP_URL
    ? passwordEmailSender({ smtpUrl: env.SMTP_URL, from: senderFor(env) })
    : undefined;
  const accounts = accountLockout(db);
  const secret = await authSecret(db, env.BETTER_AUTH_SECRET);
  const auth = createAdminAuth(db, {
    secret,
    siteUrl: env.SITE_URL,
    sendPasswordLink,
    // Whoever set a new password from the emailed link holds the email: the account's lock is lifted.
    onPasswordReset: (email) => accounts.clear(email),
  });
  await ensureFirstAdmin(db, auth, env);

  // On once anyone has an account (or a password is set): accounts are never all removed.
  let on = Boolean(env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH);
  const enabled = async () => (on ||= await anyoneExists(db));

  return {
    auth,
    gate: adminGate(env, enabled),
    forRequest: adminContext({
      db,
      auth,
      store,
      bookings,
      lockout: signInLockout(db),
      accountLockout: accounts,
      knownDevices: knownDevices({ secret, siteUrl: env.SITE_URL }),
      accountLocked: accountLockNotice({
        db,
        siteUrl: env.SITE_URL,
        emails: Boolean(env.SMTP_URL),
        log: audit,
        queued,
      }),
      resetLimiter: databaseLimiter(db, { table: "rl_password_reset", limit: 5, windowMs: 15 * 60_000 }),
      resetByEmail: Boolean(sendPasswordLink),
      log: audit,
    }),
  };
}
