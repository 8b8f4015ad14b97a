import type { MetaDescriptor } from "react-router";
import { brand } from "#app/content/brand.ts";
import type { ContactDetails } from "#app/content/live/schema.ts";
import { breadcrumbTrail } from "#common/route-table.ts";

export const DEFAULT_SITE_URL = "http://localhost:3000";
export const OG_IMAGE = { path: "/images/og-default.png", width: 1200, height: 630 };

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The public origin, from the root loader (SITE_URL) so canonical URLs follow configuration. */
export function siteUrlFrom(matches: readonly MetaMatch[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? DEFAULT_SITE_URL;
}

export type PageMeta = {
  title: string;
  description: string;
  /** Canonical path of the page. */
  path: string;
  noindex?: boolean;
  /**
   * Extra JSON-LD objects for this page, on the server only: pass
   * `import.meta.env.SSR ? [...] : undefined`, so their code stays out of the browser's bundle.
   */
  jsonLd?: object[];
};

/** Title, description, canonical, Open Graph, Twitter, robots and breadcrumb JSON-LD for a page. */
export function pageMeta(page: PageMeta, matches: readonly MetaMatch[]): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const url = siteUrl + page.path;
  const title = page.path === "/" ? page.title : `${page.title} | ${brand.productName}`;
  const image = siteUrl + OG_IMAGE.path;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.productName },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  // Structured data is for crawlers, which read the server's HTML: the browser's bundle leaves it out.
  if (!import.meta.env.SSR) return tags;
  const trail = breadcrumbTrail(page.path);
  if (trail.length > 1 && !page.noindex) {
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: trail.map((p, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: p.label,
          item: siteUrl + p.path,
        })),
      },
    });
  }
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** The edited contact details, from the root loader's data, for a page's meta. */
export function contactFrom(matches: readonly MetaMatch[]): ContactDetails | undefined {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { contact?: ContactDetails } | undefined;
  return root?.contact;
}

/** Our Chennai address as schema.org PostalAddress (Organization, LocalBusiness, course places). */
export function postalAddressJsonLd(contact: ContactDetails) {
  return {
    "@type": "PostalAddress",
    streetAddress: `${contact.street}, ${contact.locality}`,
    addressLocality: brand.address.city,
    addressRegion: contact.region,
    postalCode: contact.postalCode,
    addressCountry: brand.address.country,
  };
}

export function organizationJsonLd(siteUrl: string, contact: ContactDetails, sameAs: string[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.productName,
    legalName: brand.legalName,
    url: siteUrl,
    logo: `${siteUrl}/images/logo-512.png`,
    email: contact.email,
    telephone: contact.phones[0],
    address: postalAddressJsonLd(contact),
    sameAs,
  };
}
