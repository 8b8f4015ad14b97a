import type { InboxContext } from "#server/admin/inbox-context.ts";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * The sales inbox at /admin, bound to the request (server/admin/inbox-context.ts).
     * Absent while prerendering; while the inbox is off, the Express gate answers 404 first.
     */
    inbox?: InboxContext;
  }
}
