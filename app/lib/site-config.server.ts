import type { AppLoadContext } from "react-router";
import { runningOffer } from "#app/content/live/apply.ts";
import { liveContent } from "#app/lib/live-content.server.ts";
import { env } from "#server/env.ts";
import { todayInIst } from "#common/ist-time.ts";

/**
 * Public settings and the edited contact details and offer every page shows (header, footer,
 * WhatsApp buttons, offer banner). Nothing secret goes here: it is sent to the browser.
 */
export async function siteConfig(context: AppLoadContext) {
  const { content, preview } = await liveContent(context);
  return {
    siteUrl: env.SITE_URL,
    contact: content.contact,
    // null, not undefined: the browser then knows there is no offer.
    offer: runningOffer(content.offer, todayInIst()) ?? null,
    /** A signed-in editor's `?preview`: the page shows the unpublished draft. */
    preview: preview === true,
  };
}
export type SiteConfig = Awaited<ReturnType<typeof siteConfig>>;
