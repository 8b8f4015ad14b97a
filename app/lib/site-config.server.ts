import { env } from "#server/env.ts";

/** Public settings the pages need; nothing secret goes here (it is sent to the browser). */
export function siteConfig() {
  return { siteUrl: env.SITE_URL, whatsappNumber: env.WHATSAPP_NUMBER };
}
export type SiteConfig = ReturnType<typeof siteConfig>;
