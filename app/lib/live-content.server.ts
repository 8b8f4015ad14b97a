import type { AppLoadContext } from "react-router";
import { seedContent } from "#app/content/live/seed.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import { env } from "#server/env.ts";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * The content published at /admin/content (or, for a signed-in editor's `?preview`, the
     * draft), from server/content. Absent while prerendering: the pages then show the seed.
     */
    liveContent?: () => Promise<LiveContent>;
  }
}

/** The content a page shows, and the published version it comes from (0: the seed). */
export type LiveContent = { version: number; publishedAt?: string; content: SiteContent; preview?: boolean };

const seed: LiveContent = { version: 0, content: seedContent(env.WHATSAPP_NUMBER) };

/** What this request's page shows: the published content, a preview's draft, or the seed. */
export async function liveContent(context: AppLoadContext): Promise<LiveContent> {
  return (await context.liveContent?.()) ?? seed;
}
