import { liveCatalogue, type LiveCatalogue } from "#app/content/live/catalogue.ts";
import type { SiteContent } from "#app/content/live/schema.ts";
import { buildDocuments } from "./documents";
import { buildIndex, type SiteIndex } from "./search";

/** What the engine knows of the site: the content the company edits, the catalogue with its fees, and the index over both. */
export type SiteKnowledge = { content: SiteContent; catalogue: LiveCatalogue; index: SiteIndex };

export function siteKnowledge(content: SiteContent): SiteKnowledge {
  const catalogue = liveCatalogue(content);
  return { content, catalogue, index: buildIndex(buildDocuments(content, catalogue)) };
}

/** The knowledge of a question asked at `now` (batch answers depend on the day). */
export type AskedAt = SiteKnowledge & { now: Date };
