/**
 * The seats of a batch as the company last published them (content_versions), read from the
 * database so every instance agrees, also where only the database is at hand. The batch is one
 * the calendar shows (calendarBatch): while the company has published no batch, one of the
 * generated schedule with the default seat count. A batch that is no longer published has no
 * seats to give.
 */
import type { Db } from "#server/db/index.ts";
import { calendarBatch } from "#app/content/live/calendar-batches.ts";
import { siteContentSchema } from "#app/content/live/schema.ts";
import { seedContent } from "#app/content/live/seed.ts";
import { parseBatchKey } from "#common/booking/batch-key.ts";
import { todayInIst } from "#common/ist-time.ts";
import { storedContent } from "#server/content/stored-content.ts";

export async function publishedSeats(db: Db, batchKey: string, todayIst = todayInIst()): Promise<number> {
  const newest = await db
    .selectFrom("content_versions")
    .select("data")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  // Read as the site reads it (server/content/published-content.ts); nothing published: the seed.
  const seed = seedContent();
  const content = newest ? siteContentSchema.safeParse(storedContent(newest.data, seed)).data : seed;
  const key = parseBatchKey(batchKey);
  return (content && key && calendarBatch(content, key, todayIst)?.seats) || 0;
}
