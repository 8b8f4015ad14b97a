import type { Request, Response } from "express";
import { getMigrations } from "better-auth/db/migration";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/index.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { hashPassword } from "./password";
import { adminGate } from "./admin-context";
import { cookieHeader, adminRequest, testAdmin } from "#tests/admin-utils.ts";

const PASSWORD = "Guindy-Sales-2026";
const SITE_URL = "https://www.arivutech.in";

function request({ path = "/admin", method = "GET", headers = {} as Record<string, string> } = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    path,
    method,
    ip: "10.0.0.1",
    socket: {},
    headers: lower,
    get: (name: string) => lower[name.toLowerCase()],
  } as unknown as Request;
}

function response() {
  const res = { statusCode: 200, headers: {} as Record<string, string>, body: "" };
  const chain = {
    set: (h: Record<string, string>) => (Object.assign(res.headers, h), chain),
    status: (code: number) => ((res.statusCode = code), chain),
    type: () => chain,
    send: (body: string) => ((res.body = body), chain),
  };
  return { res, express: chain as unknown as Response };
}

async function gate(options: Parameters<typeof request>[0], enabled = true) {
  const next = vi.fn();
  const { res, express } = response();
  await adminGate({ SITE_URL }, async () => enabled)(request(options), express, next);
  return { res, next };
}

describe("adminGate", () => {
  it("is a plain, unindexed 404 for every inbox path while the inbox is off", async () => {
    for (const path of ["/admin", "/admin/login", "/admin/users", "/admin/export.csv", "/admin.data"]) {
      const { res, next } = await gate({ path }, false);
      expect(next).not.toHaveBeenCalled();
      expect(res).toMatchObject({
        statusCode: 404,
        body: "Not found.",
        headers: {
          "X-Robots-Tag": "noindex",
          "Cache-Control": "private, no-store",
          "Cross-Origin-Opener-Policy": "same-origin",
          Vary: "Cookie",
        },
      });
    }
  });

  it("leaves other paths alone", async () => {
    for (const path of ["/", "/administration", "/contact", "/%zz", "/ADMINISTRATION"]) {
      const { res, next } = await gate({ path }, false);
      expect(next).toHaveBeenCalled();
      expect(res.headers).toEqual({});
    }
  });

  it("marks inbox pages noindex and no-store, and lets reads through", async () => {
    const { res, next } = await gate({ path: "/admin/submissions/abc" });
    expect(next).toHaveBeenCalled();
    expect(res.headers).toEqual({
      "X-Robots-Tag": "noindex",
      "Cache-Control": "private, no-store",
      "Cross-Origin-Opener-Policy": "same-origin",
      Vary: "Cookie",
    });
  });

  it("refuses a POST that does not come from one of our own pages", async () => {
    const post = (headers: Record<string, string>) =>
      gate({ path: "/admin/login", method: "POST", headers: { Host: "127.0.0.1:3000", ...headers } });
    expect((await post({})).res.statusCode).toBe(403);
    expect((await post({ Origin: "https://evil.example" })).res.statusCode).toBe(403);
    expect((await post({ Origin: "null" })).res.statusCode).toBe(403);
    expect((await post({ Referer: "https://evil.example/admin/login" })).res.statusCode).toBe(403);
    expect((await post({ Origin: "http://127.0.0.1:3000" })).next).toHaveBeenCalled();
    expect((await post({ Origin: "https://www.arivutech.in" })).next).toHaveBeenCalled();
    expect((await post({ Referer: "http://127.0.0.1:3000/admin/forgot-password" })).next).toHaveBeenCalled();
  });

  it("guards a path React Router matches as the inbox, whatever its letter case or escapes", async () => {
    for (const path of [
      "/ADMIN",
      "/Admin/Export.csv",
      "/%61dmin/export.csv",
      "/admin/export%2Ecsv",
      "/ADMIN.data",
    ]) {
      const off = await gate({ path }, false);
      expect(off.res.statusCode, path).toBe(404);
      const read = await gate({ path });
      expect(read.next, path).toHaveBeenCalled();
      expect(read.res.headers, path).toEqual({
        "X-Robots-Tag": "noindex",
        "Cache-Control": "private, no-store",
        "Cross-Origin-Opener-Policy": "same-origin",
        Vary: "Cookie",
      });
      const post = await gate({ path, method: "POST", headers: { Host: "127.0.0.1:3000" } });
      expect(post.res.statusCode, path).toBe(403);
      expect(post.next, path).not.toHaveBeenCalled();
    }
  });
});

describe.each(testBackends)("the inbox's accounts on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  const open: Db[] = [];
  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
    open.push(db);
  });
  afterEach(async () => {
    for (const d of open.splice(0)) await d.destroy();
    await database.cleanup();
  });

  it("has every table better-auth needs, made by our migrations", async () => {
    const { auth } = await testAdmin(db);
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect({ toBeCreated, toBeAdded }).toEqual({ toBeCreated: [], toBeAdded: [] });
  });

  it("is off with no account and no ADMIN_PASSWORD; ADMIN_PASSWORD alone makes the first admin, with the company's email", async () => {
    const off = await testAdmin(db);
    const offGate = vi.fn();
    await off.gate(request(), response().express, offGate);
    expect(offGate).not.toHaveBeenCalled();

    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    const signedIn = await admin.as().signIn("info@arivutech.in", PASSWORD);
    if (!signedIn.ok) throw new Error(signedIn.error);
    const cookies = signedIn.headers.getSetCookie();
    // The session, and the mark of a browser that signed in to this account (for the account's lockout).
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(
      /^__Secure-arivu\.session_token=[^;]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(cookies[1]).toMatch(
      /^__Secure-arivu\.known_device=[\w-]{22}; Max-Age=15552000; Path=\/admin; HttpOnly; Secure; SameSite=Strict$/,
    );
    const me = await admin.as(adminRequest({ cookie: cookieHeader(signedIn.headers) })).currentUser();
    expect(me).toMatchObject({ email: "info@arivutech.in", role: "admin", actor: "info@arivutech.in" });
    // The gate of an instance started before the account existed lets it in now.
    const next = vi.fn();
    await off.gate(request(), response().express, next);
    expect(next).toHaveBeenCalled();
  });

  it("makes the first admin from ADMIN_EMAIL and ADMIN_PASSWORD_HASH, once", async () => {
    const hash = await hashPassword(PASSWORD);
    const admin = await testAdmin(db, { ADMIN_EMAIL: "Owner@Arivu-Test.in", ADMIN_PASSWORD_HASH: hash });
    expect(await admin.as().signIn("owner@arivu-test.in", PASSWORD)).toMatchObject({ ok: true });
    // A later start with other settings changes nothing: the account exists.
    await testAdmin(db, { ADMIN_EMAIL: "someone@arivu-test.in", ADMIN_PASSWORD: "another-password" });
    expect(await admin.as().signIn("someone@arivu-test.in", "another-password")).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await db.selectFrom("user").select(["email", "role"]).execute()).toEqual([
      { email: "owner@arivu-test.in", role: "admin" },
    ]);
  });

  it("stops at start on a malformed ADMIN_PASSWORD_HASH", async () => {
    await expect(testAdmin(db, { ADMIN_PASSWORD_HASH: "md5$abc" })).rejects.toThrow(/ADMIN_PASSWORD_HASH/);
  });

  it("refuses a wrong password or an unknown email with one message; signing out ends the session in the database", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    const wrong = { ok: false, status: 401, error: "Wrong email or password." };
    expect(await admin.as().signIn("info@arivutech.in", "guindy-sales-2026")).toEqual(wrong);
    expect(await admin.as().signIn("nobody@arivutech.in", PASSWORD)).toEqual(wrong);
    expect(await admin.as().signIn("not an email", PASSWORD)).toEqual(wrong);

    const signedIn = await admin.as().signIn(" info@arivutech.in ", PASSWORD);
    if (!signedIn.ok) throw new Error(signedIn.error);
    const cookie = cookieHeader(signedIn.headers);
    expect(
      await db
        .selectFrom("session" as never)
        .selectAll()
        .execute(),
    ).toHaveLength(1);
    const cleared = await admin.as(adminRequest({ cookie })).signOut();
    expect(cleared.getSetCookie()[0]).toMatch(/^__Secure-arivu\.session_token=; Max-Age=0/);
    expect(
      await db
        .selectFrom("session" as never)
        .selectAll()
        .execute(),
    ).toHaveLength(0);
    expect(await admin.as(adminRequest({ cookie })).currentUser()).toBeUndefined();
    expect(
      await admin.as(adminRequest({ cookie: "__Secure-arivu.session_token=forged.value" })).currentUser(),
    ).toBeUndefined();
  });

  it("locks a client out after 5 wrong passwords, even for the right one, on every instance", async () => {
    const first = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    // Another instance: on PostgreSQL its own connection pool; on SQLite the one file's connection.
    const otherDb = backend.name === "PostgreSQL" ? await database.open() : db;
    if (otherDb !== db) open.push(otherDb);
    const second = await testAdmin(otherDb, { ADMIN_PASSWORD: PASSWORD });
    const from = (ip: string) => adminRequest({ ip });
    for (let i = 1; i <= 4; i++)
      expect(
        await (i % 2 ? first : second).forRequest(from("10.0.0.9")).signIn("info@arivutech.in", `wrong-${i}`),
      ).toMatchObject({ status: 401 });
    const lockout = {
      ok: false,
      status: 429,
      error: "Too many failed sign-in attempts. Try again in 15 minutes.",
    };
    expect(await first.forRequest(from("10.0.0.9")).signIn("info@arivutech.in", "wrong-5")).toEqual(lockout);
    expect(await second.forRequest(from("10.0.0.9")).signIn("info@arivutech.in", PASSWORD)).toEqual(lockout);
    expect(await second.forRequest(from("10.0.0.10")).signIn("info@arivutech.in", PASSWORD)).toMatchObject({
      ok: true,
    });
  });

  it("a right password clears the count of wrong ones", async () => {
    const admin = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    for (let i = 0; i < 4; i++) await admin.as().signIn("info@arivutech.in", "wrong");
    expect(await admin.as().signIn("info@arivutech.in", PASSWORD)).toMatchObject({ ok: true });
    for (let i = 0; i < 4; i++)
      expect(await admin.as().signIn("info@arivutech.in", "wrong")).toMatchObject({ status: 401 });
  });

  it("accepts a session on every instance sharing the database's secret; sign-out on one ends it on all", async () => {
    const first = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD });
    const otherDb = backend.name === "PostgreSQL" ? await database.open() : db;
    if (otherDb !== db) open.push(otherDb);
    const second = await testAdmin(otherDb);
    const signedIn = await first.as().signIn("info@arivutech.in", PASSWORD);
    if (!signedIn.ok) throw new Error(signedIn.error);
    const cookie = cookieHeader(signedIn.headers);
    expect(await second.as(adminRequest({ cookie })).currentUser()).toMatchObject({
      email: "info@arivutech.in",
    });
    await second.as(adminRequest({ cookie })).signOut();
    expect(await first.as(adminRequest({ cookie })).currentUser()).toBeUndefined();
    // One secret, made once and kept.
    expect(
      await db.selectFrom("settings").select("value").where("key", "=", "auth_secret").execute(),
    ).toHaveLength(1);
  });

  it("signs with BETTER_AUTH_SECRET when set: a cookie signed with another secret is not accepted", async () => {
    const withEnv = await testAdmin(db, { ADMIN_PASSWORD: PASSWORD, BETTER_AUTH_SECRET: "s".repeat(40) });
    const signedIn = await withEnv.as().signIn("info@arivutech.in", PASSWORD);
    if (!signedIn.ok) throw new Error(signedIn.error);
    const cookie = cookieHeader(signedIn.headers);
    expect(await withEnv.as(adminRequest({ cookie })).currentUser()).toBeDefined();
    const withStored = await testAdmin(db);
    expect(await withStored.as(adminRequest({ cookie })).currentUser()).toBeUndefined();
  });
});
