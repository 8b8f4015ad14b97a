import type { ContentDrafts } from "#server/content/content-drafts.ts";

declare module "react-router" {
  interface AppLoadContext {
    /** The shared draft and versions behind /admin/content (server/content). Absent while prerendering. */
    contentDrafts?: ContentDrafts;
  }
}
