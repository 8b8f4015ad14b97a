import { describe, expect, it } from "vitest";
import { readCookie, sessionStore, signInGuard } from "./auth";

describe("signInGuard", () => {
  it("locks a client out for 15 minutes after 5 failures within 15 minutes", () => {
    let t = 0;
    const guard = signInGuard({ now: () => t });
    for (let i = 0; i < 4; i++) expect(guard.fail("10.0.0.1")).toBe(false);
    expect(guard.locked("10.0.0.1")).toBe(false);
    expect(guard.fail("10.0.0.1")).toBe(true);
    expect(guard.locked("10.0.0.1")).toBe(true);
    expect(guard.locked("10.0.0.2")).toBe(false);
    t = 15 * 60_000 - 1;
    expect(guard.locked("10.0.0.1")).toBe(true);
    t = 15 * 60_000;
    expect(guard.locked("10.0.0.1")).toBe(false);
    expect(guard.fail("10.0.0.1")).toBe(false);
  });

  it("forgets failures older than the window, and a success clears them", () => {
    let t = 0;
    const guard = signInGuard({ now: () => t });
    for (let i = 0; i < 4; i++) guard.fail("a");
    t = 15 * 60_000;
    expect(guard.fail("a")).toBe(false);
    for (let i = 0; i < 3; i++) guard.fail("a");
    guard.succeed("a");
    expect(guard.fail("a")).toBe(false);
  });
});

describe("sessionStore", () => {
  it("keeps a session for its lifetime and ends it on request", () => {
    let t = 0;
    const sessions = sessionStore({ ttlMs: 1000, now: () => t });
    const id = sessions.create();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessions.valid(id)).toBe(true);
    expect(sessions.valid("guess")).toBe(false);
    expect(sessions.valid(undefined)).toBe(false);
    t = 1000;
    expect(sessions.valid(id)).toBe(false);
    const next = sessions.create();
    sessions.end(next);
    expect(sessions.valid(next)).toBe(false);
  });
});

describe("readCookie", () => {
  it("finds one cookie among others", () => {
    expect(readCookie("theme=dark; arivu_admin=abc-123; x=1", "arivu_admin")).toBe("abc-123");
    expect(readCookie("arivu_admin_old=1", "arivu_admin")).toBeUndefined();
    expect(readCookie(undefined, "arivu_admin")).toBeUndefined();
  });
});
