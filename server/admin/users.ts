import { isAPIError } from "better-auth/api";
import { z } from "zod";
import type { Db } from "#server/db/index.ts";
import { isRole, MIN_PASSWORD_LENGTH, ROLES_IN_WORDS, type Role, type AdminAuth } from "./auth";

/** A person with an account, as the people page lists them. */
export type UserAccount = { id: string; email: string; name: string; role: Role; createdAt: string };
export type UserResult = { ok: true } | { ok: false; error: string };
export type NewUser = { email: string; name: string; role: string; password?: string };

export const LAST_ADMIN = "There must always be an admin: make someone else an admin first.";
export const ONLY_ADMINS = "Only an admin can manage people.";

/** The checks an admin's form and the add-user script share; the message to show, or undefined. */
export function checkNewUser(
  { email, name, role, password }: NewUser,
  { passwordRequired }: { passwordRequired: boolean },
): string | undefined {
  if (!z.email().safeParse(email).success) return "Enter a valid email address.";
  if (!name.trim()) return "Enter the person's name.";
  if (!isRole(role)) return `Choose a role: ${ROLES_IN_WORDS}.`;
  if (password || passwordRequired) return checkPassword(password ?? "");
  return undefined;
}

export function checkPassword(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > 128) return "A password can be at most 128 characters.";
  return undefined;
}

/**
 * Adds a person. With the acting admin's `headers`, better-auth's admin plugin checks their
 * role; without them (the add-user script, on the server) it does not. Without a password the
 * person gets an email with a link to set one.
 */
export async function addUser(auth: AdminAuth, input: NewUser, headers?: Headers): Promise<UserResult> {
  const email = input.email.trim().toLowerCase();
  const problem = checkNewUser({ ...input, email }, { passwordRequired: false });
  if (problem) return { ok: false, error: problem };
  const body = {
    email,
    name: input.name.trim(),
    role: input.role as Role,
    password: input.password || undefined,
  };
  const refused = await refusal(() => auth.api.createUser({ body, headers }), {
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: `${email} already has an account.`,
  });
  if (refused) return refused;
  if (!body.password) await auth.api.requestPasswordReset({ body: { email } });
  return { ok: true };
}

/** What an admin may do to the people with accounts, as the signed-in person (`headers`). */
export function userDirectory(auth: AdminAuth, db: Db, headers: Headers, me: { id: string }) {
  const adminsOtherThan = async (id: string) =>
    Number(
      (
        await db
          .selectFrom("user")
          .select((e) => e.fn.countAll().as("n"))
          .where("role", "=", "admin")
          .where("id", "!=", id)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const isAdmin = async (id: string) =>
    (await db.selectFrom("user").select("role").where("id", "=", id).executeTakeFirst())?.role === "admin";

  return {
    async list(): Promise<UserAccount[]> {
      const { users } = await auth.api.listUsers({
        headers,
        query: { sortBy: "createdAt", sortDirection: "asc", limit: 1000 },
      });
      return users.map((u) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        role: isRole(u.role) ? u.role : "sales",
        createdAt: new Date(u.createdAt).toISOString(),
      }));
    },
    add: (input: NewUser) => addUser(auth, input, headers),
    async setRole(userId: string, role: string): Promise<UserResult> {
      if (!isRole(role)) return { ok: false, error: `Choose a role: ${ROLES_IN_WORDS}.` };
      // Checked here, not by better-auth: an admin must always remain.
      if (role !== "admin" && (await isAdmin(userId)) && (await adminsOtherThan(userId)) === 0)
        return { ok: false, error: LAST_ADMIN };
      return (await refusal(() => auth.api.setRole({ headers, body: { userId, role } }))) ?? { ok: true };
    },
    async remove(userId: string): Promise<UserResult> {
      if (userId === me.id) return { ok: false, error: "You cannot remove yourself." };
      if ((await isAdmin(userId)) && (await adminsOtherThan(userId)) === 0)
        return { ok: false, error: LAST_ADMIN };
      // better-auth ends their sessions too.
      return (await refusal(() => auth.api.removeUser({ headers, body: { userId } }))) ?? { ok: true };
    },
    async setPassword(userId: string, password: string): Promise<UserResult> {
      const problem = checkPassword(password);
      if (problem) return { ok: false, error: problem };
      const refused = await refusal(() =>
        auth.api.setUserPassword({ headers, body: { userId, newPassword: password } }),
      );
      if (refused) return refused;
      // Whoever knew the old password is signed out (the admin setting their own stays in).
      if (userId !== me.id) await auth.api.revokeUserSessions({ headers, body: { userId } });
      return { ok: true };
    },
  };
}

export type UserDirectory = ReturnType<typeof userDirectory>;

/** Runs a better-auth call; its refusals become messages for the page, anything else is thrown. */
async function refusal(
  call: () => Promise<unknown>,
  messages: Record<string, string> = {},
): Promise<UserResult | undefined> {
  try {
    await call();
    return undefined;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = String(error.body?.code ?? "");
    if (messages[code]) return { ok: false, error: messages[code] };
    if (error.statusCode === 401 || error.statusCode === 403) return { ok: false, error: ONLY_ADMINS };
    if (error.statusCode === 404) return { ok: false, error: "That person no longer has an account." };
    throw error;
  }
}
