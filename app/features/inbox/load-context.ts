import type { InboxContext } from "../../../server/admin/inbox-context";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * The sales inbox at /admin, bound to the request (server/admin/inbox-context.ts).
     * Absent while the inbox is off (no admin password) and while prerendering.
     */
    inbox?: InboxContext;
  }
}
