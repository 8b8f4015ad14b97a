import { pages } from "#common/route-table.ts";

/** sitemap.xml from the route table: every known page, with its canonical URL. */
export function sitemapXml(siteUrl: string, lastmod: string): string {
  const urls = pages
    .map((p) => {
      const priority = p.path === "/" ? "1.0" : p.path.split("/").length === 2 ? "0.8" : "0.6";
      return `  <url><loc>${siteUrl}${p.path}</loc><lastmod>${lastmod}</lastmod><priority>${priority}</priority></url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The pages' last change: the day this release started, or the day content was last
 * published if later, so search engines come back for edited fees, batches and FAQs.
 */
export function sitemapLastmod(startedOn: string, publishedAt?: string): string {
  const published = publishedAt ? new Date(publishedAt) : undefined;
  if (!published || Number.isNaN(published.getTime())) return startedOn;
  const publishedOn = published.toISOString().slice(0, 10);
  return publishedOn > startedOn ? publishedOn : startedOn;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
