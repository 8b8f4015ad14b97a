import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { addUser, LAST_ADMIN } from "./users";
import { cookieHeader, adminRequest, testAdmin } from "#tests/admin-utils.ts";

const PASSWORD = "Guindy-Sales-2026";

// Each test hashes several passwords (scrypt) and signs people in: on a busy machine that takes
// more than the default 5 s.
describe.each(testBackends)("people and passwords on $name", { timeout: 20_000 }, (backend) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: SmtpReceiver | undefined;
  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await db.destroy();
    await database.cleanup();
  });

  /** The person signed in with `email`: each call is a new request with their cookie. */
  async function signedIn(admin: Awaited<ReturnType<typeof testAdmin>>, email: string, password = PASSWORD) {
    const result = await admin.as().signIn(email, password);
    if (!result.ok) throw new Error(`${email}: ${result.error}`);
    const cookie = cookieHeader(result.headers);
    return () => admin.as(adminRequest({ cookie }));
  }

  it("lets an admin add a sales person, who can sign in but not manage people", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    const adminSession = await signedIn(admin, "info@arivutech.in");
    const users = (await adminSession().users())!;
    expect(
      await users.add({
        email: "Priya@Arivu-Test.in",
        name: "Priya",
        role: "sales",
        password: "Adyar-2026!",
      }),
    ).toEqual({ ok: true });
    expect(
      await users.add({
        email: "priya@arivu-test.in",
        name: "Priya again",
        role: "sales",
        password: "Adyar-2026!",
      }),
    ).toEqual({
      ok: false,
      error: "priya@arivu-test.in already has an account.",
    });
    expect(
      await users.add({ email: "x@arivu-test.in", name: "X", role: "owner", password: "Adyar-2026!" }),
    ).toEqual({ ok: false, error: "Choose a role: admin, sales or marketing." });
    expect(
      await users.add({ email: "x@arivu-test.in", name: "X", role: "sales", password: "short" }),
    ).toEqual({
      ok: false,
      error: "A password needs at least 8 characters.",
    });
    expect((await users.list()).map((p) => [p.email, p.name, p.role])).toEqual([
      ["info@arivutech.in", "Administrator", "admin"],
      ["priya@arivu-test.in", "Priya", "sales"],
    ]);

    const salesSession = await signedIn(admin, "priya@arivu-test.in", "Adyar-2026!");
    expect(await salesSession().currentUser()).toMatchObject({ role: "sales", actor: "priya@arivu-test.in" });
    expect(await salesSession().users()).toBeUndefined();
    // Without a session, or with a sales one, better-auth itself refuses to manage people.
    await expect(admin.auth.api.listUsers({ headers: new Headers(), query: {} })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it("changes roles and removes people, never leaving no admin and never removing oneself", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    const adminSession = await signedIn(admin, "info@arivutech.in");
    const users = (await adminSession().users())!;
    const me = (await adminSession().currentUser())!;
    expect(await users.setRole(me.id, "sales")).toEqual({ ok: false, error: LAST_ADMIN });
    expect(await users.remove(me.id)).toEqual({ ok: false, error: "You cannot remove yourself." });

    await users.add({ email: "ravi@arivu-test.in", name: "Ravi", role: "sales", password: "Tambaram-26" });
    const ravi = (await users.list()).find((p) => p.email === "ravi@arivu-test.in")!;
    const raviSession = await signedIn(admin, "ravi@arivu-test.in", "Tambaram-26");
    expect(await users.setRole(ravi.id, "admin")).toEqual({ ok: true });
    // At once, on his session too.
    expect(await raviSession().users()).toBeDefined();
    expect(await users.setRole(me.id, "sales")).toEqual({ ok: true });
    expect((await adminSession().currentUser())?.role).toBe("sales");
    expect(await adminSession().users()).toBeUndefined();

    const raviUsers = (await raviSession().users())!;
    expect(await raviUsers.setRole(ravi.id, "sales")).toEqual({ ok: false, error: LAST_ADMIN });
    expect(await raviUsers.remove(me.id)).toEqual({ ok: true });
    expect(await adminSession().currentUser()).toBeUndefined();
    expect((await raviUsers.list()).map((p) => p.email)).toEqual(["ravi@arivu-test.in"]);
    expect(await raviUsers.remove(me.id)).toEqual({
      ok: false,
      error: "That person no longer has an account.",
    });
  });

  it("sets a password for someone, signing them out everywhere", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    const users = (await (await signedIn(admin, "info@arivutech.in"))().users())!;
    await users.add({ email: "ravi@arivu-test.in", name: "Ravi", role: "sales", password: "Tambaram-26" });
    const ravi = await signedIn(admin, "ravi@arivu-test.in", "Tambaram-26");
    const id = (await ravi().currentUser())!.id;
    expect(await users.setPassword(id, "123")).toEqual({
      ok: false,
      error: "A password needs at least 8 characters.",
    });
    expect(await users.setPassword(id, "Pallavaram-27")).toEqual({ ok: true });
    expect(await ravi().currentUser()).toBeUndefined();
    expect(await admin.as().signIn("ravi@arivu-test.in", "Tambaram-26")).toMatchObject({ status: 401 });
    expect(await admin.as().signIn("ravi@arivu-test.in", "Pallavaram-27")).toMatchObject({ ok: true });
  });

  it("emails a link to reset a password through SMTP; the link works once and ends the old sessions", async () => {
    smtp = await startSmtpReceiver({ user: "website@arivu-test.in", pass: "smtp-pass" });
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url });
    const before = await signedIn(admin, "info@arivutech.in");
    expect(admin.as().resetByEmail).toBe(true);

    // No account, no email, and the same answer.
    expect(await admin.as().requestPasswordReset("nobody@arivu-test.in")).toEqual({ ok: true });
    expect(await admin.as().requestPasswordReset("INFO@arivutech.in")).toEqual({ ok: true });
    await expect.poll(() => smtp!.messages.length).toBe(1);
    const [mail] = smtp.messages;
    expect(mail.to).toMatchObject({ text: "info@arivutech.in" });
    expect(mail.from?.text).toBe("website@arivu-test.in");
    expect(mail.subject).toBe("Set your password for the Arivu sales inbox");
    const link = /https:\/\/www\.arivutech\.in\/admin\/reset-password\?token=[\w%-]+/.exec(
      mail.text ?? "",
    )?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(link!.replace(/&/g, "&amp;"));
    const token = new URL(link!).searchParams.get("token")!;

    expect(await admin.as().resetPassword(token, "short")).toEqual({
      ok: false,
      error: "A password needs at least 8 characters.",
    });
    expect(await admin.as().resetPassword(token, "Besant-Nagar-9")).toEqual({ ok: true });
    expect(await before().currentUser()).toBeUndefined();
    expect(await admin.as().signIn("info@arivutech.in", PASSWORD)).toMatchObject({ status: 401 });
    expect(await admin.as().signIn("info@arivutech.in", "Besant-Nagar-9")).toMatchObject({ ok: true });
    expect(await admin.as().resetPassword(token, "Another-one-10")).toEqual({
      ok: false,
      error: "This link has expired or was already used. Ask for a new one below.",
    });
    // Tokens are kept hashed.
    const stored = await db
      .selectFrom("verification" as never)
      .select("identifier" as never)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("limits password links to 5 requests per client in 15 minutes", async () => {
    smtp = await startSmtpReceiver();
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url });
    for (let i = 0; i < 5; i++)
      expect(await admin.as().requestPasswordReset(`n${i}@arivu-test.in`)).toEqual({ ok: true });
    expect(await admin.as().requestPasswordReset("info@arivutech.in")).toEqual({
      ok: false,
      error: "Too many requests for a password link. Try again in 15 minutes.",
    });
  });

  it("adds someone without a password by emailing them a link to set one", async () => {
    smtp = await startSmtpReceiver();
    const admin = await testAdmin(db, {
      ADMIN_PASSWORD: PASSWORD,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_FROM: "Arivu <noreply@arivu-test.in>",
    });
    expect(await addUser(admin.auth, { email: "meena@arivu-test.in", name: "Meena", role: "sales" })).toEqual(
      { ok: true },
    );
    await expect.poll(() => smtp!.messages.length).toBe(1);
    expect(smtp.messages[0].from?.value[0]).toMatchObject({
      name: "Arivu",
      address: "noreply@arivu-test.in",
    });
    expect(smtp.messages[0].text).toContain("Hello Meena,");
    const token = new URL(/https:\S+/.exec(smtp.messages[0].text ?? "")![0]).searchParams.get("token")!;
    expect(await admin.as().signIn("meena@arivu-test.in", "anything-at-all")).toMatchObject({ status: 401 });
    expect(await admin.as().resetPassword(token, "Mylapore-2026")).toEqual({ ok: true });
    expect(await admin.as().signIn("meena@arivu-test.in", "Mylapore-2026")).toMatchObject({ ok: true });
  });

  it("says no reset by email while SMTP is not configured", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    expect(admin.as().resetByEmail).toBe(false);
  });
});
