import { useRouteLoaderData } from "react-router";
import { brand } from "#app/content/brand.ts";
import { DEFAULT_SITE_URL } from "#app/lib/seo.ts";

/** Public settings from the root loader (SITE_URL, WHATSAPP_NUMBER), with the brand defaults. */
export function useSiteConfig() {
  const root = useRouteLoaderData("root") as { siteUrl?: string; whatsappNumber?: string } | undefined;
  return {
    siteUrl: root?.siteUrl ?? DEFAULT_SITE_URL,
    whatsappNumber: root?.whatsappNumber ?? brand.whatsappNumber,
  };
}
