import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/index.ts";
import { startLeads } from "#server/leads/index.ts";
import type { Outbox } from "#server/leads/outbox.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { adminRequest, cookieHeader, testAdmin } from "#tests/admin-utils.ts";
import { CHANGE_LOCKED_MESSAGE, WRONG_CURRENT_PASSWORD } from "./admin-context";
import { addUser } from "./users";

const PASSWORD = "Guindy-Sales-2026";
const OWNER = "info@arivutech.in";
const RAVI = { email: "ravi@arivu-test.in", name: "Ravi", role: "sales", password: "Tambaram-26" };
const ACCOUNT_LOCKED = {
  ok: false,
  status: 429,
  error:
    "Too many failed sign-in attempts for this account. Try again in 15 minutes, or set a new password with “Forgot password?” below.",
};
/** A different client address for each attempt, as a guesser with many would use. */
const address = (i: number) => adminRequest({ ip: `198.51.100.${i}` });

// Each test hashes passwords (scrypt) and signs in many times: more than the default 5 s on a busy machine.
describe.each(testBackends)("the sign-in lockout per account on $name", { timeout: 30_000 }, (backend) => {
  let database: TestDatabase;
  let db: Db;
  let smtp: SmtpReceiver | undefined;
  let outbox: Outbox | undefined;
  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await outbox?.stop();
    outbox = undefined;
    await smtp?.close();
    smtp = undefined;
    await db.destroy();
    await database.cleanup();
  });

  it("locks an account after 10 wrong passwords from 10 addresses, even for the right one, for 15 minutes; other accounts sign in", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 23, 10, 0) });
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    expect(await addUser(admin.auth, RAVI)).toEqual({ ok: true });
    for (let i = 1; i <= 9; i++)
      expect(await admin.as(address(i)).signIn(OWNER, `guess-${i}`)).toMatchObject({ status: 401 });
    expect(await admin.as(address(10)).signIn(OWNER, "guess-10")).toEqual(ACCOUNT_LOCKED);
    expect(await admin.as(address(11)).signIn(OWNER, "guess-11")).toEqual(ACCOUNT_LOCKED);
    expect(await admin.as(address(12)).signIn(` ${OWNER.toUpperCase()} `, PASSWORD)).toEqual(ACCOUNT_LOCKED);
    // Only that account: another signs in from the same addresses.
    for (const i of [1, 10, 11])
      expect(await admin.as(address(i)).signIn(RAVI.email, RAVI.password)).toMatchObject({ ok: true });
    // Without SMTP the lock is in the audit log, once.
    expect(admin.audit.filter((line) => line.includes("locked"))).toEqual([
      "sign-in: account info@arivutech.in locked for 15 minutes after 10 failed sign-ins (the last from 198.51.100.10); SMTP is not set, so nobody is emailed",
    ]);

    vi.advanceTimersByTime(15 * 60_000 - 5000);
    expect(await admin.as(address(13)).signIn(OWNER, PASSWORD)).toEqual(ACCOUNT_LOCKED);
    vi.advanceTimersByTime(10_000);
    expect(await admin.as(address(13)).signIn(OWNER, PASSWORD)).toMatchObject({ ok: true });
  });

  it("counts wrong current passwords on the password page as failures for the account, so a session cannot guess on", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    expect(await addUser(admin.auth, RAVI)).toEqual({ ok: true });
    const signedIn = await admin.as(address(1)).signIn(RAVI.email, RAVI.password);
    if (!signedIn.ok) throw new Error(signedIn.error);
    const session = () =>
      admin.as(adminRequest({ ip: "198.51.100.1", cookie: cookieHeader(signedIn.headers) }));
    for (let i = 1; i <= 9; i++)
      expect(await session().changePassword(`guess-${i}`, "Perambur-2027")).toEqual({
        ok: false,
        field: "current",
        error: WRONG_CURRENT_PASSWORD,
      });
    const locked = { ok: false, field: "current", error: CHANGE_LOCKED_MESSAGE };
    expect(await session().changePassword("guess-10", "Perambur-2027")).toEqual(locked);
    expect(await session().changePassword(RAVI.password, "Perambur-2027")).toEqual(locked);
    expect(await admin.as(address(2)).signIn(RAVI.email, RAVI.password)).toEqual(ACCOUNT_LOCKED);
    expect(admin.audit.filter((line) => line.includes("locked"))).toHaveLength(1);
  });

  it("lifts the account's lock when an admin sets a new password for it", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    expect(await addUser(admin.auth, RAVI)).toEqual({ ok: true });
    for (let i = 1; i <= 10; i++) await admin.as(address(i)).signIn(RAVI.email, `guess-${i}`);
    expect(await admin.as(address(11)).signIn(RAVI.email, RAVI.password)).toEqual(ACCOUNT_LOCKED);
    const owner = await admin.as(address(30)).signIn(OWNER, PASSWORD);
    if (!owner.ok) throw new Error(owner.error);
    const users = (await admin
      .as(adminRequest({ ip: "198.51.100.30", cookie: cookieHeader(owner.headers) }))
      .users())!;
    const ravi = (await users.list()).find((p) => p.email === RAVI.email)!;
    expect(await users.setPassword(ravi.id, "Perambur-2027")).toEqual({ ok: true });
    expect(await admin.as(address(12)).signIn(RAVI.email, "Perambur-2027")).toMatchObject({ ok: true });
  });

  it("answers an email with no account the same way, and logs it without the email", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    for (let i = 1; i <= 9; i++)
      expect(await admin.as(address(i)).signIn("nobody@arivu-test.in", "x")).toMatchObject({ status: 401 });
    expect(await admin.as(address(10)).signIn("nobody@arivu-test.in", "x")).toEqual(ACCOUNT_LOCKED);
    expect(admin.audit.filter((line) => line.includes("locked"))).toEqual([
      "sign-in: an email with no account locked for 15 minutes after 10 failed sign-ins (the last from 198.51.100.10)",
    ]);
    expect(await admin.as(address(11)).signIn(OWNER, PASSWORD)).toMatchObject({ ok: true });
  });

  it("a right password clears the account's count while it is not locked, and not once it is", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    for (let i = 1; i <= 9; i++) await admin.as(address(i)).signIn(OWNER, "guess");
    expect(await admin.as(address(20)).signIn(OWNER, PASSWORD)).toMatchObject({ ok: true });
    for (let i = 1; i <= 9; i++)
      expect(await admin.as(address(i)).signIn(OWNER, "guess")).toMatchObject({ status: 401 });
    expect(await admin.as(address(10)).signIn(OWNER, "guess")).toEqual(ACCOUNT_LOCKED);
  });

  it("still lets in a browser that signed in to the account before, without lifting the lock for others", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    const before = await admin.as(address(30)).signIn(OWNER, PASSWORD);
    if (!before.ok) throw new Error(before.error);
    // The device mark only: the session itself is signed out.
    const known = cookieHeader(before.headers)
      .split("; ")
      .filter((c) => c.includes("known_device"))
      .join("; ");
    expect(known).toMatch(/known_device=/);
    for (let i = 1; i <= 10; i++) await admin.as(address(i)).signIn(OWNER, `guess-${i}`);
    expect(await admin.as(address(31)).signIn(OWNER, PASSWORD)).toEqual(ACCOUNT_LOCKED);
    const fromKnown = (ip: string) => adminRequest({ ip, cookie: known });
    // A wrong password there is just wrong; the right one signs in.
    expect(await admin.as(fromKnown("203.0.113.5")).signIn(OWNER, "typo")).toMatchObject({ status: 401 });
    expect(await admin.as(fromKnown("203.0.113.5")).signIn(OWNER, PASSWORD)).toMatchObject({ ok: true });
    // The mark is for that account only, and the lock holds for everyone else.
    expect(await admin.as(address(32)).signIn(OWNER, PASSWORD)).toEqual(ACCOUNT_LOCKED);
    for (let i = 1; i <= 10; i++) await admin.as(address(i)).signIn("meena@arivu-test.in", "guess");
    expect(await admin.as(fromKnown("203.0.113.5")).signIn("meena@arivu-test.in", "x")).toEqual(
      ACCOUNT_LOCKED,
    );
  });

  it("emails the owner once when the account is locked, through the outbox; a new password from the emailed link lifts the lock", async () => {
    smtp = await startSmtpReceiver();
    const env = { SMTP_URL: smtp.url, SITE_URL: "https://www.arivutech.in" };
    ({ outbox } = await startLeads(
      { ...env, DATA_DIR: "", OUTBOX_MAX_ATTEMPTS: 3, DAILY_DIGEST: false },
      { db, pollMs: 50, log: () => {} },
    ));
    const admin = await testAdmin(db, { ...env, ADMIN_PASSWORD: PASSWORD });
    const guesses = Array.from({ length: 14 }, (_, i) => `Guess-${i + 1}-secret`);
    for (const [i, guess] of guesses.entries()) await admin.as(address(i + 1)).signIn(OWNER, guess);
    // An email with no account gets locked too, and emails nobody.
    for (let i = 1; i <= 10; i++) await admin.as(address(i)).signIn("nobody@arivu-test.in", "x");

    await expect.poll(() => smtp!.messages.length).toBe(1);
    const [mail] = smtp.messages;
    expect(mail.to).toMatchObject({ text: OWNER });
    expect(mail.subject).toBe("Many failed sign-ins to your Arivu sales inbox account");
    expect(mail.text).toContain(
      "There were 10 failed sign-in attempts with wrong passwords for info@arivutech.in on the Arivu sales inbox within 15 minutes, the last at ",
    );
    expect(mail.text).toContain("https://www.arivutech.in/admin/forgot-password");
    expect(mail.html).toContain('href="https://www.arivutech.in/admin/forgot-password"');
    for (const guess of guesses) {
      expect(mail.text).not.toContain(guess);
      expect(mail.html).not.toContain(guess);
    }
    const queued = await db.selectFrom("staff_emails").select(["to_email", "status"]).execute();
    expect(queued).toEqual([{ to_email: OWNER, status: "delivered" }]);
    expect(admin.audit.filter((line) => line.includes("locked"))).toEqual([
      "sign-in: account info@arivutech.in locked for 15 minutes after 10 failed sign-ins (the last from 198.51.100.10); its owner is emailed",
      "sign-in: an email with no account locked for 15 minutes after 10 failed sign-ins (the last from 198.51.100.10)",
    ]);

    // The owner follows the email: a link to set a new password, which lifts the lock at once.
    expect(await admin.as(address(40)).requestPasswordReset(OWNER)).toEqual({ ok: true });
    await expect.poll(() => smtp!.messages.length).toBe(2);
    const token = new URL(/https:\S+token=\S+/.exec(smtp.messages[1].text ?? "")![0]).searchParams.get(
      "token",
    )!;
    expect(await admin.as(address(40)).resetPassword(token, "Besant-Nagar-9")).toEqual({ ok: true });
    expect(await admin.as(address(40)).signIn(OWNER, "Besant-Nagar-9")).toMatchObject({ ok: true });
    await smtp.settled();
    expect(smtp.messages).toHaveLength(2);
  });
});
