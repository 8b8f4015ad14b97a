import type { Db } from "#server/db/index.ts";
import type { LiveContent } from "#app/content/live/live-content.ts";
import { siteContentSchema, type SiteContent } from "#app/content/live/schema.ts";
import { storedContent } from "./stored-content";

/** How often each instance looks for a newer version: a publish shows everywhere within about this. */
export const CONTENT_POLL_MS = 1000;

/**
 * The published content, held in memory and refreshed from the database every second, so a
 * version published on one instance shows on all of them within seconds without a restart.
 * A stored version the schema refuses (a hand-edited row) is logged and skipped.
 */
export function publishedContent(db: Db, seed: SiteContent, warn: (message: string) => void) {
  let current: LiveContent = { version: 0, content: seed };
  let timer: NodeJS.Timeout | undefined;

  async function refresh(): Promise<LiveContent> {
    const newest = await db
      .selectFrom("content_versions")
      .select(["version", "published_at", "data"])
      .where("version", ">", current.version)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!newest) return current;
    const parsed = siteContentSchema.safeParse(storedContent(newest.data, seed));
    if (!parsed.success) {
      warn(`Content version ${newest.version} does not pass the schema: it is not shown.`);
      return current;
    }
    current = { version: Number(newest.version), publishedAt: newest.published_at, content: parsed.data };
    return current;
  }

  return {
    current: () => current,
    /** app/content's, as the site was built: version 0, which a roll-back can return to. */
    seed,
    refresh,
    /** Reads the newest version, then keeps looking. */
    async start() {
      await refresh();
      timer = setInterval(() => void refresh().catch((e: unknown) => warn(String(e))), CONTENT_POLL_MS);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

export type PublishedContentStore = ReturnType<typeof publishedContent>;
