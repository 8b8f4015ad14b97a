import { parseArgs } from "node:util";
import { openMigratedDatabase } from "#server/db/index.ts";
import { authSecret, createAdminAuth, isRole, ROLES_IN_WORDS } from "./auth";
import { addUser } from "./users";

export const USAGE = `Adds a person who can sign in to the sales inbox.

  npm run admin:add-user -- --email priya@example.in --name "Priya R" --role sales

  --email     their sign-in email
  --name      their name, as the inbox shows it
  --role      admin (manages people) or sales (works the inbox)
  --password  their password (it stays in your shell history: prefer the prompt)

Without --password, the password is read from ADMIN_ADD_USER_PASSWORD, else asked for
(hidden). The database is the server's: DATABASE_URL, else SQLite in DATA_DIR.`;

export type AddUserEnv = {
  DATA_DIR: string;
  DATABASE_URL?: string;
  SITE_URL: string;
  BETTER_AUTH_SECRET?: string;
  ADMIN_ADD_USER_PASSWORD?: string;
};
export type AddUserIo = {
  /** Asks for the password without showing it; undefined when nobody can be asked (no terminal). */
  askPassword?: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
};

/** `npm run admin:add-user`: the exit code, with messages written to `io`. */
export async function addUserCommand(argv: string[], env: AddUserEnv, io: AddUserIo): Promise<number> {
  const fail = (code: number, message: string) => {
    io.err(message);
    return code;
  };
  let values: { email?: string; name?: string; role?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        password: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    return fail(2, `${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const missing = (["email", "name", "role"] as const).filter((k) => !values[k]);
  if (missing.length) return fail(2, `Missing ${missing.map((k) => `--${k}`).join(", ")}.\n\n${USAGE}`);
  if (!isRole(values.role)) return fail(2, `--role must be ${ROLES_IN_WORDS}, not "${values.role}".`);

  const password = values.password ?? env.ADMIN_ADD_USER_PASSWORD ?? (await io.askPassword?.());
  if (!password)
    return fail(
      2,
      "No password: give --password, set ADMIN_ADD_USER_PASSWORD, or run it in a terminal to be asked.",
    );

  const db = await openMigratedDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    const auth = createAdminAuth(db, {
      secret: await authSecret(db, env.BETTER_AUTH_SECRET),
      siteUrl: env.SITE_URL,
    });
    const email = values.email!.trim().toLowerCase();
    const result = await addUser(auth, { email, name: values.name!, role: values.role, password });
    if (!result.ok) return fail(1, result.error);
    io.out(`Added ${email} (${values.role}). They can sign in at ${env.SITE_URL}/admin.`);
    return 0;
  } finally {
    await db.destroy();
  }
}
