import type { AdminContext } from "#server/admin/admin-context.ts";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * The sales inbox at /admin, bound to the request (server/admin/admin-context.ts).
     * Absent while prerendering; while the inbox is off, the Express gate answers 404 first.
     */
    admin?: AdminContext;
  }
}
