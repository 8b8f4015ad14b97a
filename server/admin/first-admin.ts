import { brand } from "#app/content/brand.ts";
import type { Db } from "#server/db/index.ts";
import { log } from "#server/log.ts";
import type { AdminAuth } from "./auth";
import { hashPassword, parseHash } from "./password";

export type FirstAdminEnv = { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; ADMIN_PASSWORD_HASH?: string };

/** The first account's address: ADMIN_EMAIL, else the company's own (the single-password setup). */
export const firstAdminEmail = (env: FirstAdminEnv) => (env.ADMIN_EMAIL ?? brand.email).toLowerCase();

export async function anyoneExists(db: Db): Promise<boolean> {
  return (await db.selectFrom("user").select("id").limit(1).executeTakeFirst()) !== undefined;
}

/**
 * While nobody has an account, ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH, kept as it is: it is
 * already the accounts' format) makes the first admin, so the single-password setup goes on
 * signing in. Once anyone exists these settings are not read again.
 */
export async function ensureFirstAdmin(db: Db, auth: AdminAuth, env: FirstAdminEnv): Promise<void> {
  if (!env.ADMIN_PASSWORD && !env.ADMIN_PASSWORD_HASH) return;
  // A malformed hash stops the server at start, not at the first sign-in.
  if (env.ADMIN_PASSWORD_HASH) parseHash(env.ADMIN_PASSWORD_HASH);
  if (await anyoneExists(db)) return;
  const password = env.ADMIN_PASSWORD_HASH ?? (await hashPassword(env.ADMIN_PASSWORD!));
  const email = firstAdminEmail(env);
  try {
    const { user } = await auth.api.createUser({ body: { email, name: "Administrator", role: "admin" } });
    // The hash as it is (ADMIN_PASSWORD_HASH is already the accounts' format).
    const { internalAdapter } = await auth.$context;
    await internalAdapter.linkAccount({
      providerId: "credential",
      accountId: user.id,
      userId: user.id,
      password,
    });
    log.info("The first admin account was made from ADMIN_PASSWORD");
  } catch (error) {
    // Instances starting together: another one made it first.
    if (!(await anyoneExists(db))) throw error;
  }
}
