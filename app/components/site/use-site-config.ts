import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "#app/lib/site-config.server.ts";
import { DEFAULT_SITE_URL } from "#app/lib/seo.ts";

/**
 * Public settings (SITE_URL) and the edited contact details and running offer, from the root
 * loader. Only an error page drawn without the root's data lacks them: it shows neither.
 */
export function useSiteConfig() {
  const root = useRouteLoaderData("root") as SiteConfig | undefined;
  return {
    siteUrl: root?.siteUrl ?? DEFAULT_SITE_URL,
    contact: root?.contact,
    offer: root?.offer ?? null,
    preview: root?.preview === true,
  };
}

/** The contact details (phone, email, address, WhatsApp, office hours) the company edits. */
export function useContact(): SiteConfig["contact"] {
  const { contact } = useSiteConfig();
  if (!contact) throw new Error("The root loader's contact details are missing");
  return contact;
}
