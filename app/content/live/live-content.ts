import { seedContent } from "./seed";
import type { SiteContent } from "./schema";

/** The content the site shows now. `version` goes up with every publish. */
export type LiveContent = { version: number; publishedAt?: string; content: SiteContent };

/** What one page shows: the live content, or for a signed-in editor's `?preview` the draft. */
export type PageContent = LiveContent & { preview?: boolean };

/** Reads the live content; called per request, so it must be cheap (the store keeps it in memory). */
export type GetLiveContent = () => LiveContent;

/** The seed as version 0: the content of a server without a store, and of tests. */
export function seedLiveContent(whatsappNumber?: string): GetLiveContent {
  const live: LiveContent = { version: 0, content: seedContent(whatsappNumber) };
  return () => live;
}

/** What `build` makes of the live content, made again only when its version changes. */
export function byVersion<T>(getContent: GetLiveContent, build: (live: LiveContent) => T): () => T {
  let built: { version: number; value: T } | undefined;
  return () => {
    const live = getContent();
    if (built?.version !== live.version) built = { version: live.version, value: build(live) };
    return built.value;
  };
}
