import { seedContent } from "#app/content/live/seed.ts";
import { contentDrafts } from "#server/content/content-drafts.ts";
import { publishedContent } from "#server/content/published-content.ts";
import { testBackends, type TestBackend } from "./db-utils";

/**
 * The content the company edits, on a fresh test database: the published version (the seed
 * until a publish) and the shared draft of /admin/content. `close` stops and removes it all.
 */
export async function testContentStores(backend: TestBackend = testBackends[0], warn = (_: string) => {}) {
  const database = await backend.create();
  const db = await database.open();
  const published = publishedContent(db, seedContent(), warn);
  await published.start();
  return {
    db,
    published,
    drafts: contentDrafts(db, published),
    async close() {
      published.stop();
      await db.destroy();
      await database.cleanup();
    },
  };
}
