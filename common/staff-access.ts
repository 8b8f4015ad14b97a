/**
 * Who may do what in the signed-in area: the one table every loader and action of /admin asks
 * (through requireAccess in app/features/admin/session.server.ts), and what the pages show.
 */

/** `admin` does everything; `sales` works the leads; `marketing` edits the site's content. */
export const ROLES = ["admin", "sales", "marketing"] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/**
 * - leads: the inbox, each record and its actions, the CSV of them;
 * - content: the content editor, and the draft's preview on the public pages;
 * - reports: the figures at /admin/reports and their CSV (counts only: no visitor's name or contact);
 * - people: accounts and roles;
 * - own-account: one's own password and session;
 * - refunds: giving a booking's money back (marking one paid is working the leads).
 */
export const PERMISSIONS = ["leads", "content", "reports", "people", "own-account", "refunds"] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The rules. Marketing never sees a visitor's personal data: no "leads". */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  sales: ["leads", "own-account"],
  marketing: ["content", "reports", "own-account"],
};

/** What a route of the signed-in area needs: anyone (the sign-in pages), or a permission. */
export type Access = "anyone" | Permission;

/** True when `role` has `permission`; nobody signed in has none. */
export function may(role: string | undefined, permission: Permission): boolean {
  return isRole(role) && rolePermissions[role].includes(permission);
}

/** Roles that have `permission`, for queries (who can own a lead, say). */
export const rolesThatMay = (permission: Permission): Role[] => ROLES.filter((r) => may(r, permission));

/** Where a role starts after signing in: the first page it may open. */
export const homeOf = (role: string | undefined): string =>
  may(role, "leads") ? "/admin" : may(role, "content") ? "/admin/content" : "/admin/password";
