import type { Db } from "./index";

/**
 * A value every instance must share, made once: the stored one, or else `candidate`, stored by
 * whichever instance inserts first (instances starting together each offer one; all read back
 * the winner's).
 */
export async function sharedSetting(db: Db, key: string, candidate: () => string): Promise<string> {
  const read = () => db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  const stored = await read();
  if (stored) return stored.value;
  await db
    .insertInto("settings")
    .values({ key, value: candidate() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  return (await read())!.value;
}
