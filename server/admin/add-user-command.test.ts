import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { addUserCommand } from "./add-user-command";
import { testAdmin } from "#tests/admin-utils.ts";

describe.each(testBackends)("npm run admin:add-user on $name", (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await backend.create();
  });
  afterEach(() => database.cleanup());

  async function run(argv: string[], { password, asked }: { password?: string; asked?: string } = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const env = {
      DATA_DIR: database.options.dataDir,
      DATABASE_URL: database.options.databaseUrl,
      SITE_URL: "https://www.arivutech.in",
      ADMIN_ADD_USER_PASSWORD: password,
    };
    const code = await addUserCommand(argv, env, {
      askPassword: asked === undefined ? undefined : async () => asked,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }
  const priya = ["--email", "Priya@Arivu-Test.in", "--name", "Priya R", "--role", "sales"];

  it("adds a person who can then sign in, with the password from the flag, the environment or the prompt", async () => {
    expect(await run([...priya, "--password", "Adyar-2026!"])).toEqual({
      code: 0,
      out: "Added priya@arivu-test.in (sales). They can sign in at https://www.arivutech.in/admin.",
      err: "",
    });
    expect(
      (
        await run(["--email", "ravi@arivu-test.in", "--name", "Ravi", "--role", "admin"], {
          password: "Tambaram-26",
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await run(["--email", "meena@arivu-test.in", "--name", "Meena", "--role", "sales"], {
          asked: "Mylapore-2026",
        })
      ).code,
    ).toBe(0);

    const db = await database.open();
    try {
      const admin = await testAdmin(db);
      expect(await admin.as().signIn("priya@arivu-test.in", "Adyar-2026!")).toMatchObject({ ok: true });
      expect(await admin.as().signIn("ravi@arivu-test.in", "Tambaram-26")).toMatchObject({ ok: true });
      expect(await admin.as().signIn("meena@arivu-test.in", "Mylapore-2026")).toMatchObject({ ok: true });
      expect(await db.selectFrom("user").select(["email", "role"]).orderBy("email").execute()).toEqual([
        { email: "meena@arivu-test.in", role: "sales" },
        { email: "priya@arivu-test.in", role: "sales" },
        { email: "ravi@arivu-test.in", role: "admin" },
      ]);
    } finally {
      await db.destroy();
    }
  });

  it("says clearly what is wrong: a duplicate email, a bad role, a missing flag or password, a short password", async () => {
    await run([...priya, "--password", "Adyar-2026!"]);
    expect(await run([...priya, "--password", "Adyar-2026!"])).toMatchObject({
      code: 1,
      err: "priya@arivu-test.in already has an account.",
    });
    expect(
      await run([
        "--email",
        "x@arivu-test.in",
        "--name",
        "X",
        "--role",
        "owner",
        "--password",
        "Adyar-2026!",
      ]),
    ).toMatchObject({
      code: 2,
      err: '--role must be admin, sales or marketing, not "owner".',
    });
    expect((await run(["--email", "x@arivu-test.in", "--role", "sales"])).err).toMatch(/^Missing --name\./);
    expect(await run(["--email", "x@arivu-test.in", "--name", "X", "--role", "sales"])).toMatchObject({
      code: 2,
      err: "No password: give --password, set ADMIN_ADD_USER_PASSWORD, or run it in a terminal to be asked.",
    });
    expect(
      await run(["--email", "x@arivu-test.in", "--name", "X", "--role", "sales", "--password", "short"]),
    ).toMatchObject({
      code: 1,
      err: "A password needs at least 8 characters.",
    });
    expect(
      await run(["--email", "not-an-email", "--name", "X", "--role", "sales", "--password", "Adyar-2026!"]),
    ).toMatchObject({
      code: 1,
      err: "Enter a valid email address.",
    });
    expect((await run(["--bogus"])).code).toBe(2);
  });
});
