import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import type { LeadStore } from "../leads/types";
import { inboxContext, inboxGate } from "./inbox-context";

const env = { ADMIN_PASSWORD: "Guindy-Sales-2026", SITE_URL: "https://www.arivutech.in" };
const store = {} as LeadStore;

function request({ path = "/admin", method = "GET", headers = {} as Record<string, string>, ip = "10.0.0.1" } = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { path, method, ip, socket: {}, headers: lower, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
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

function gate(options: Parameters<typeof request>[0], gateEnv: Parameters<typeof inboxGate>[0] = env) {
  const next = vi.fn();
  const { res, express } = response();
  inboxGate(gateEnv)(request(options), express, next);
  return { res, next };
}

describe("inboxGate", () => {
  it("is a plain, unindexed 404 for every inbox path while no password is set", () => {
    for (const path of ["/admin", "/admin/login", "/admin/export.csv", "/admin.data"]) {
      const { res, next } = gate({ path }, { SITE_URL: env.SITE_URL });
      expect(next).not.toHaveBeenCalled();
      expect(res).toMatchObject({
        statusCode: 404,
        body: "Not found.",
        headers: { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" },
      });
    }
  });

  it("leaves other paths alone", () => {
    for (const path of ["/", "/administration", "/contact"]) {
      const { res, next } = gate({ path }, { SITE_URL: env.SITE_URL });
      expect(next).toHaveBeenCalled();
      expect(res.headers).toEqual({});
    }
  });

  it("marks inbox pages noindex and no-store, and lets reads through", () => {
    const { res, next } = gate({ path: "/admin/submissions/abc" });
    expect(next).toHaveBeenCalled();
    expect(res.headers).toEqual({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });
  });

  it("refuses a POST that does not come from one of our own pages", () => {
    const post = (headers: Record<string, string>) =>
      gate({ path: "/admin/login", method: "POST", headers: { Host: "127.0.0.1:3000", ...headers } });
    expect(post({}).res.statusCode).toBe(403);
    expect(post({ Origin: "https://evil.example" }).res.statusCode).toBe(403);
    expect(post({ Origin: "null" }).res.statusCode).toBe(403);
    expect(post({ Referer: "https://evil.example/admin/login" }).res.statusCode).toBe(403);
    expect(post({ Origin: "http://127.0.0.1:3000" }).next).toHaveBeenCalled();
    expect(post({ Origin: "https://www.arivutech.in" }).next).toHaveBeenCalled();
    expect(post({ Referer: "http://127.0.0.1:3000/admin/login" }).next).toHaveBeenCalled();
  });
});

describe("inboxContext", () => {
  it("is absent while no password is set", () => {
    expect(inboxContext({ SITE_URL: env.SITE_URL }, store)(request())).toBeUndefined();
  });

  it("stops at start on a malformed password hash", () => {
    expect(() => inboxContext({ ADMIN_PASSWORD_HASH: "md5$abc", SITE_URL: env.SITE_URL }, store)).toThrow(/ADMIN_PASSWORD_HASH/);
  });

  it("signs in with the password: a strict, HttpOnly, Secure session cookie for /admin and /admin.data", async () => {
    const forRequest = inboxContext(env, store);
    const inbox = forRequest(request())!;
    expect(await inbox.currentUser()).toBeUndefined();
    expect(await inbox.signIn("guindy-sales-2026")).toEqual({ ok: false, status: 401, error: "Wrong password." });

    const result = await inbox.signIn(env.ADMIN_PASSWORD);
    if (!result.ok) throw new Error("expected a session");
    const cookies = result.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^arivu_admin=[\w-]{43}; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=28800; Secure$/);
    expect(cookies[1]).toContain("; Path=/admin.data;");
    const cookie = cookies[0].split(";")[0];

    const signedIn = forRequest(request({ headers: { Cookie: `theme=dark; ${cookie}` } }))!;
    expect(await signedIn.currentUser()).toEqual({ actor: null });
    const cleared = signedIn.signOut().getSetCookie();
    expect(cleared.every((c) => c.startsWith("arivu_admin=; ") && c.includes("Max-Age=0"))).toBe(true);
    expect(await forRequest(request({ headers: { Cookie: cookie } }))!.currentUser()).toBeUndefined();
  });

  it("locks a client out after five wrong passwords, even for the right one", async () => {
    const forRequest = inboxContext(env, store);
    const inbox = forRequest(request({ ip: "10.0.0.9" }))!;
    for (let i = 0; i < 4; i++) expect(await inbox.signIn(`wrong-${i}`)).toMatchObject({ status: 401 });
    const lockout = { ok: false, status: 429, error: "Too many failed sign-in attempts. Try again in 15 minutes." };
    expect(await inbox.signIn("wrong-5")).toEqual(lockout);
    expect(await inbox.signIn(env.ADMIN_PASSWORD)).toEqual(lockout);
    expect(await forRequest(request({ ip: "10.0.0.10" }))!.signIn(env.ADMIN_PASSWORD)).toMatchObject({ ok: true });
  });
});
