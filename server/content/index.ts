import type { Request } from "express";
import { seedContent } from "#app/content/live/seed.ts";
import type { Db } from "#server/db/index.ts";
import type { Env } from "#server/env.ts";
import { log } from "#server/log.ts";
import { may } from "#common/staff-access.ts";
import { contentDrafts } from "./content-drafts";
import type { PageContent } from "#app/content/live/live-content.ts";
import { asksForPreview } from "./preview";
import { publishedContent } from "./published-content";

/**
 * The content the company edits: the published version every page shows (app/content is the
 * seed until the first publish), and the shared draft behind /admin/content.
 */
export async function startContent(db: Db, env: Env) {
  const published = publishedContent(db, seedContent(env.WHATSAPP_NUMBER), (m) => log.warn(m));
  await published.start();
  const drafts = contentDrafts(db, published);
  return {
    published,
    drafts,
    /** React Router's `context.liveContent` for one request. */
    forRequest(req: Request, currentRole: () => Promise<string | undefined>) {
      return async (): Promise<PageContent> => {
        const current = published.current();
        if (!asksForPreview(req)) return current;
        const role = await currentRole();
        if (!may(role, "content")) return current;
        return { ...current, content: (await drafts.draft()).content, preview: true };
      };
    },
    stop: () => published.stop(),
  };
}

export type SiteContentService = Awaited<ReturnType<typeof startContent>>;
