import type { AppLoadContext } from "react-router";
import { seedLiveContent, type PageContent } from "#app/content/live/live-content.ts";
import { env } from "#server/env.ts";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * The content published at /admin/content (or, for a signed-in editor's `?preview`, the
     * draft), from server/content. Absent while prerendering: the pages then show the seed.
     */
    liveContent?: () => Promise<PageContent>;
  }
}

const seed: PageContent = seedLiveContent(env.WHATSAPP_NUMBER)();

/** What this request's page shows: the published content, a preview's draft, or the seed. */
export async function liveContent(context: AppLoadContext): Promise<PageContent> {
  return (await context.liveContent?.()) ?? seed;
}
