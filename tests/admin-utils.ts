import type { Request } from "express";
import type { LeadStore } from "#server/leads/types.ts";
import { startAdmin, type AdminEnv } from "#server/admin/start-admin.ts";
import type { Db } from "#server/db/index.ts";

/** A request as the inbox reads it: its cookies, client address and user agent. */
export function adminRequest({ cookie, ip = "10.0.0.1" }: { cookie?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { "user-agent": "vitest" };
  if (cookie) headers.cookie = cookie;
  return {
    ip,
    socket: {},
    headers,
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
}

/** "name=value" of each Set-Cookie line, for the next request's Cookie header. */
export const cookieHeader = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

export const SITE_URL = "https://www.arivutech.in";

/** One instance's inbox on `db`, with an audit log the test can read. */
export async function testAdmin(db: Db, env: Partial<AdminEnv> = {}) {
  const audit: string[] = [];
  const admin = await startAdmin(
    { SITE_URL, ...env },
    { db, store: {} as LeadStore, audit: (line) => audit.push(line) },
  );
  return { ...admin, audit, as: (request = adminRequest()) => admin.forRequest(request) };
}
