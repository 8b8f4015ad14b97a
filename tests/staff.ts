import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql } from "kysely";
import type { Db } from "#server/db/index.ts";

/**
 * A person with an account, written straight into better-auth's user table (as its adapter
 * writes it: booleans and dates in each database's types), for tests of what the inbox does
 * with people. Sign-in tests make accounts through better-auth instead.
 */
export async function addStaff(
  db: Db,
  {
    name,
    email,
    role = "sales",
    banned = false,
  }: { name: string; email: string; role?: string; banned?: boolean },
  createdAt = new Date(),
): Promise<string> {
  const id = randomUUID();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = (v: boolean) => (postgres ? v : Number(v));
  const date = postgres ? createdAt : createdAt.toISOString();
  await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", role, banned)
    values (${id}, ${name}, ${email}, ${bool(true)}, ${date}, ${date}, ${role}, ${bool(banned)})`.execute(db);
  return id;
}
