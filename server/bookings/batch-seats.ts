/**
 * The seats of a batch as the company last published them (content_versions), read from the
 * database so every instance agrees, also where only the database is at hand. A batch that is no
 * longer published has no seats to give.
 */
import type { Db } from "#server/db/index.ts";

type PublishedBatch = { courseId?: unknown; startDate?: unknown; timing?: unknown; seats?: unknown };

/** "ccna-2027-04-05-weekday": the key common/batches/batch-file.ts names a batch by. */
export function batchKeyOf(batch: { courseId: string; startDate: string; timing: string }): string {
  return `${batch.courseId}-${batch.startDate}-${batch.timing}`;
}

export async function publishedSeats(db: Db, batchKey: string): Promise<number> {
  const newest = await db
    .selectFrom("content_versions")
    .select("data")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!newest) return 0;
  const batches = (JSON.parse(newest.data) as { batches?: PublishedBatch[] }).batches ?? [];
  const batch = batches.find(
    (b) =>
      typeof b.courseId === "string" &&
      typeof b.startDate === "string" &&
      typeof b.timing === "string" &&
      batchKeyOf({ courseId: b.courseId, startDate: b.startDate, timing: b.timing }) === batchKey,
  );
  return Number(batch?.seats) || 0;
}
