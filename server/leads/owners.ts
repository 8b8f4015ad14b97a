import { sql } from "kysely";
import type { Db } from "#server/db/index.ts";
import type { StaffMember } from "./types";
import { rolesThatMay } from "#common/staff-access.ts";

/** Roles whose people work the leads; others (an editor of the site's content) get no records. */
export const INBOX_ROLES = rolesThatMay("leads");
/** The role whose people share new records in turn and get the morning digest. */
export const SALES_ROLE = "sales";

const ROUND_ROBIN_SETTING = "lead_round_robin";

/** People not banned: one expression for PostgreSQL's booleans and SQLite's 0/1 (TRUE is 1 there). */
const notBanned = sql<boolean>`banned is not true`;

function active(db: Db, roles: readonly string[]) {
  return db
    .selectFrom("user")
    .select(["id", "name", "email", "role"])
    .where("role", "in", roles)
    .where(notBanned);
}

/** Everyone records can be given to, by name. */
export async function inboxStaff(db: Db): Promise<StaffMember[]> {
  const rows = await active(db, INBOX_ROLES).orderBy("name").orderBy("email").execute();
  return rows.map((r) => ({ ...r, role: r.role ?? "" }));
}

/** One person who can be given records, or undefined. */
export async function staffMember(db: Db, id: string): Promise<StaffMember | undefined> {
  const row = await active(db, INBOX_ROLES).where("id", "=", id).executeTakeFirst();
  return row && { ...row, role: row.role ?? "" };
}

/** The salespeople, in the order they joined. */
export async function salespeople(db: Db): Promise<StaffMember[]> {
  const rows = await active(db, [SALES_ROLE]).orderBy("createdAt").orderBy("id").execute();
  return rows.map((r) => ({ ...r, role: r.role ?? "" }));
}

/** The admins (the weekly report goes to each), in the order they joined. */
export async function admins(db: Db): Promise<StaffMember[]> {
  const rows = await active(db, ["admin"]).orderBy("createdAt").orderBy("id").execute();
  return rows.map((r) => ({ ...r, role: r.role ?? "" }));
}

/** The owners of these records' ids, by record id. */
export async function ownersOf(db: Db, ownerIds: (string | null)[]): Promise<Map<string, StaffMember>> {
  const ids = [...new Set(ownerIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("user")
    .select(["id", "name", "email", "role"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, role: r.role ?? "" }]));
}

/**
 * The next salesperson in turn for a new record, or undefined when there is none. The turn is a
 * counter every instance increments in one statement, so two records saved at once on two
 * instances go to two people.
 */
export async function nextInTurn(db: Db): Promise<StaffMember | undefined> {
  const people = await salespeople(db);
  if (people.length === 0) return undefined;
  const { value } = await db
    .insertInto("settings")
    .values({ key: ROUND_ROBIN_SETTING, value: "0" })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ value: sql<string>`cast(cast(settings.value as integer) + 1 as text)` }),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return people[Number(value) % people.length];
}
