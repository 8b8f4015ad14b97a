import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadStore, StoredSubmission } from "../leads/types";
import { adminRouter } from "./router";

const record: StoredSubmission = {
  id: "rec-1",
  kind: "enquiry",
  idempotencyKey: "key-12345678",
  name: '<script>alert("x")</script> Kumar',
  email: "kumar@example.in",
  interestType: "AI Solutions",
  message: "We need a document search assistant.",
  consentVersion: "enquiry-notice-2026-11",
  consentAt: "2026-11-20T06:00:00.000Z",
  source: "contact-form",
  createdAt: "2026-11-20T06:00:00.000Z",
  deliveries: [
    { destination: "form", status: "failed", attempts: 8, lastError: "HTTP 500", nextAttemptAt: null, deliveredAt: null },
    { destination: "webhook", status: "delivered", attempts: 1, lastError: null, nextAttemptAt: null, deliveredAt: "2026-11-20T06:00:01.000Z" },
  ],
};

function fakeStore(): LeadStore {
  return {
    save: vi.fn(),
    list: vi.fn(async () => ({ items: [record], total: 1 })),
    get: vi.fn(async (id: string) => (id === record.id ? record : undefined)),
    delete: vi.fn(async () => true),
    retry: vi.fn(async () => undefined),
    healthy: vi.fn(async () => true),
    close: vi.fn(async () => undefined),
  };
}

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function start(store: LeadStore, log = vi.fn()) {
  const app = express();
  app.use(await adminRouter({ ADMIN_PASSWORD: "Adyar-2026", SITE_URL: "https://arivu.example.in" }, store, { log }));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: "password=Adyar-2026",
  });
  const setCookie = login.headers.get("set-cookie") ?? "";
  return { base, setCookie, cookie: setCookie.split(";")[0], log };
}

describe("adminRouter", () => {
  it("sets a Strict, HttpOnly, Secure (https site) session cookie scoped to /admin", async () => {
    const { setCookie } = await start(fakeStore());
    expect(setCookie).toMatch(/^arivu_admin=[A-Za-z0-9_-]{43}; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=28800; Secure$/);
  });

  it("escapes every value and shows each destination's delivery status", async () => {
    const { base, cookie } = await start(fakeStore());
    const inbox = await (await fetch(`${base}/admin`, { headers: { cookie } })).text();
    expect(inbox).not.toContain("<script>");
    expect(inbox).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Kumar");
    expect(inbox).toContain("form: failed (8 attempts)");
    expect(inbox).toContain("webhook: delivered (1 attempt)");
    const detail = await (await fetch(`${base}/admin/submissions/rec-1`, { headers: { cookie } })).text();
    expect(detail).toContain("HTTP 500");
    expect(detail).toContain("Retry failed deliveries");
  });

  it("retries failed deliveries and erases only with confirmation, from our own origin", async () => {
    const store = fakeStore();
    const { base, cookie, log } = await start(store);
    const post = (path: string, body: string, origin = base) =>
      fetch(`${base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    expect((await post("/admin/submissions/rec-1/retry", "", "https://other.example")).status).toBe(403);
    expect(store.retry).not.toHaveBeenCalled();
    expect((await post("/admin/submissions/rec-1/retry", "")).status).toBe(303);
    expect(store.retry).toHaveBeenCalledWith("rec-1");

    expect((await post("/admin/submissions/rec-1/delete", "")).status).toBe(400);
    expect(store.delete).not.toHaveBeenCalled();
    const deleted = await post("/admin/submissions/rec-1/delete", "confirm=yes");
    expect(deleted.headers.get("location")).toBe("/admin?notice=deleted");
    expect(store.delete).toHaveBeenCalledWith("rec-1");
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^erasure: rec-1 \d{4}-\d{2}-\d{2}T[\d:.]+Z$/));
  });

  it("passes IST day bounds and the filters to the store", async () => {
    const store = fakeStore();
    const { base, cookie } = await start(store);
    await fetch(`${base}/admin?type=lead&interest=IT+Training&from=2026-11-01&to=2026-11-30&q=ccna&page=3&bogus=1`, { headers: { cookie } });
    expect(store.list).toHaveBeenCalledWith({
      kind: "lead",
      interestType: "IT Training",
      from: "2026-11-01T00:00:00.000+05:30",
      to: "2026-11-30T23:59:59.999+05:30",
      q: "ccna",
      limit: 50,
      offset: 100,
    });
  });
});
