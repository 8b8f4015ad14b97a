import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { addStaff, LAST_ADMIN } from "./staff";
import { cookieHeader, inboxRequest, testInbox } from "#tests/admin-utils.ts";

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
  async function signedIn(inbox: Awaited<ReturnType<typeof testInbox>>, email: string, password = PASSWORD) {
    const result = await inbox.as().signIn(email, password);
    if (!result.ok) throw new Error(`${email}: ${result.error}`);
    const cookie = cookieHeader(result.headers);
    return () => inbox.as(inboxRequest({ cookie }));
  }

  it("lets an admin add a sales person, who can sign in but not manage people", async () => {
    const inbox = await testInbox(db, { ADMIN_PASSWORD: PASSWORD });
    const admin = await signedIn(inbox, "info@arivutech.in");
    const staff = (await admin().staff())!;
    expect(
      await staff.add({
        email: "Priya@Arivu-Test.in",
        name: "Priya",
        role: "sales",
        password: "Adyar-2026!",
      }),
    ).toEqual({ ok: true });
    expect(
      await staff.add({
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
      await staff.add({ email: "x@arivu-test.in", name: "X", role: "owner", password: "Adyar-2026!" }),
    ).toEqual({ ok: false, error: "Choose a role: admin or sales." });
    expect(
      await staff.add({ email: "x@arivu-test.in", name: "X", role: "sales", password: "short" }),
    ).toEqual({
      ok: false,
      error: "A password needs at least 8 characters.",
    });
    expect((await staff.list()).map((p) => [p.email, p.name, p.role])).toEqual([
      ["info@arivutech.in", "Administrator", "admin"],
      ["priya@arivu-test.in", "Priya", "sales"],
    ]);

    const sales = await signedIn(inbox, "priya@arivu-test.in", "Adyar-2026!");
    expect(await sales().currentUser()).toMatchObject({ role: "sales", actor: "priya@arivu-test.in" });
    expect(await sales().staff()).toBeUndefined();
    // Without a session, or with a sales one, better-auth itself refuses to manage people.
    await expect(inbox.auth.api.listUsers({ headers: new Headers(), query: {} })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it("changes roles and removes people, never leaving no admin and never removing oneself", async () => {
    const inbox = await testInbox(db, { ADMIN_PASSWORD: PASSWORD });
    const admin = await signedIn(inbox, "info@arivutech.in");
    const staff = (await admin().staff())!;
    const me = (await admin().currentUser())!;
    expect(await staff.setRole(me.id, "sales")).toEqual({ ok: false, error: LAST_ADMIN });
    expect(await staff.remove(me.id)).toEqual({ ok: false, error: "You cannot remove yourself." });

    await staff.add({ email: "ravi@arivu-test.in", name: "Ravi", role: "sales", password: "Tambaram-26" });
    const ravi = (await staff.list()).find((p) => p.email === "ravi@arivu-test.in")!;
    const raviSession = await signedIn(inbox, "ravi@arivu-test.in", "Tambaram-26");
    expect(await staff.setRole(ravi.id, "admin")).toEqual({ ok: true });
    // At once, on his session too.
    expect(await raviSession().staff()).toBeDefined();
    expect(await staff.setRole(me.id, "sales")).toEqual({ ok: true });
    expect((await admin().currentUser())?.role).toBe("sales");
    expect(await admin().staff()).toBeUndefined();

    const raviStaff = (await raviSession().staff())!;
    expect(await raviStaff.setRole(ravi.id, "sales")).toEqual({ ok: false, error: LAST_ADMIN });
    expect(await raviStaff.remove(me.id)).toEqual({ ok: true });
    expect(await admin().currentUser()).toBeUndefined();
    expect((await raviStaff.list()).map((p) => p.email)).toEqual(["ravi@arivu-test.in"]);
    expect(await raviStaff.remove(me.id)).toEqual({
      ok: false,
      error: "That person no longer has an account.",
    });
  });

  it("sets a password for someone, signing them out everywhere", async () => {
    const inbox = await testInbox(db, { ADMIN_PASSWORD: PASSWORD });
    const staff = (await (await signedIn(inbox, "info@arivutech.in"))().staff())!;
    await staff.add({ email: "ravi@arivu-test.in", name: "Ravi", role: "sales", password: "Tambaram-26" });
    const ravi = await signedIn(inbox, "ravi@arivu-test.in", "Tambaram-26");
    const id = (await ravi().currentUser())!.id;
    expect(await staff.setPassword(id, "123")).toEqual({
      ok: false,
      error: "A password needs at least 8 characters.",
    });
    expect(await staff.setPassword(id, "Pallavaram-27")).toEqual({ ok: true });
    expect(await ravi().currentUser()).toBeUndefined();
    expect(await inbox.as().signIn("ravi@arivu-test.in", "Tambaram-26")).toMatchObject({ status: 401 });
    expect(await inbox.as().signIn("ravi@arivu-test.in", "Pallavaram-27")).toMatchObject({ ok: true });
  });

  it("emails a link to reset a password through SMTP; the link works once and ends the old sessions", async () => {
    smtp = await startSmtpReceiver({ user: "website@arivu-test.in", pass: "smtp-pass" });
    const inbox = await testInbox(db, { ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url });
    const before = await signedIn(inbox, "info@arivutech.in");
    expect(inbox.as().resetByEmail).toBe(true);

    // No account, no email, and the same answer.
    expect(await inbox.as().requestPasswordReset("nobody@arivu-test.in")).toEqual({ ok: true });
    expect(await inbox.as().requestPasswordReset("INFO@arivutech.in")).toEqual({ ok: true });
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

    expect(await inbox.as().resetPassword(token, "short")).toEqual({
      ok: false,
      error: "A password needs at least 8 characters.",
    });
    expect(await inbox.as().resetPassword(token, "Besant-Nagar-9")).toEqual({ ok: true });
    expect(await before().currentUser()).toBeUndefined();
    expect(await inbox.as().signIn("info@arivutech.in", PASSWORD)).toMatchObject({ status: 401 });
    expect(await inbox.as().signIn("info@arivutech.in", "Besant-Nagar-9")).toMatchObject({ ok: true });
    expect(await inbox.as().resetPassword(token, "Another-one-10")).toEqual({
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
    const inbox = await testInbox(db, { ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url });
    for (let i = 0; i < 5; i++)
      expect(await inbox.as().requestPasswordReset(`n${i}@arivu-test.in`)).toEqual({ ok: true });
    expect(await inbox.as().requestPasswordReset("info@arivutech.in")).toEqual({
      ok: false,
      error: "Too many requests for a password link. Try again in 15 minutes.",
    });
  });

  it("adds someone without a password by emailing them a link to set one", async () => {
    smtp = await startSmtpReceiver();
    const inbox = await testInbox(db, {
      ADMIN_PASSWORD: PASSWORD,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_FROM: "Arivu <noreply@arivu-test.in>",
    });
    expect(
      await addStaff(inbox.auth, { email: "meena@arivu-test.in", name: "Meena", role: "sales" }),
    ).toEqual({ ok: true });
    await expect.poll(() => smtp!.messages.length).toBe(1);
    expect(smtp.messages[0].from?.value[0]).toMatchObject({
      name: "Arivu",
      address: "noreply@arivu-test.in",
    });
    expect(smtp.messages[0].text).toContain("Hello Meena,");
    const token = new URL(/https:\S+/.exec(smtp.messages[0].text ?? "")![0]).searchParams.get("token")!;
    expect(await inbox.as().signIn("meena@arivu-test.in", "anything-at-all")).toMatchObject({ status: 401 });
    expect(await inbox.as().resetPassword(token, "Mylapore-2026")).toEqual({ ok: true });
    expect(await inbox.as().signIn("meena@arivu-test.in", "Mylapore-2026")).toMatchObject({ ok: true });
  });

  it("says no reset by email while SMTP is not configured", async () => {
    const inbox = await testInbox(db, { ADMIN_PASSWORD: PASSWORD });
    expect(inbox.as().resetByEmail).toBe(false);
  });
});
