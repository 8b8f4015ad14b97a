import { data, redirect, type AppLoadContext } from "react-router";
import type { AdminContext, AdminUser } from "#server/admin/admin-context.ts";
import type { UserDirectory } from "#server/admin/users.ts";
import { adminPageAt } from "#common/route-table.ts";
import { homeOf, may, type Permission } from "#common/staff-access.ts";

/** The inbox, or a 404 while it is off (the Express gate answers first in production). */
export function adminOf(context: AppLoadContext): AdminContext {
  if (!context.admin)
    throw new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return context.admin;
}

/**
 * The one check of the signed-in area, asked by every loader and action: the rule of the page
 * at the request's path (common/route-table.ts), held against the signed-in role's permissions
 * (common/staff-access.ts). Nobody signed in is sent to the sign-in page, which brings them back
 * afterwards (a download, `as: "download"`, is answered 401 instead); a role without the
 * permission gets a 403 page (at /admin itself, is sent to its own page). A path with no rule
 * is refused: a new page must name its rule.
 */
export async function requireAccess(
  context: AppLoadContext,
  request: Request,
  { as = "page" }: { as?: "page" | "download" } = {},
): Promise<{ admin: AdminContext; user: AdminUser }> {
  const admin = adminOf(context);
  const { pathname, search } = new URL(request.url);
  const page = adminPageAt(pathname);
  if (!page) throw data("Not found.", { status: 404 });
  const { access } = page;
  const user = await admin.currentUser();
  // A download has no page to show a message in: it is answered in plain text.
  const refuse = (text: string, status: number) =>
    as === "download"
      ? new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } })
      : data(text, { status });
  if (!user) {
    if (as === "download") throw refuse("Sign in to export.", 401);
    const back = pathname === "/admin" && !search ? "" : `?next=${encodeURIComponent(pathname + search)}`;
    throw redirect(`/admin/login${back}`, 303);
  }
  if (access !== "anyone" && !may(user.role, access)) {
    // The area's front door leads each role to its own page; every other page refuses.
    if (page.path === "/admin") throw redirect(homeOf(user.role), 303);
    throw refuse(refusals[access], 403);
  }
  return { admin, user };
}

/** For the pages open to anyone (signing in, a forgotten password): the inbox, if the page's rule says so. */
export async function openAccess(context: AppLoadContext, request: Request): Promise<AdminContext> {
  if (adminPageAt(new URL(request.url).pathname)?.access === "anyone") return adminOf(context);
  return (await requireAccess(context, request)).admin;
}

const refusals: Record<Permission, string> = {
  leads: "Your account does not work the leads: only sales and admin accounts see them.",
  content: "Only marketing and admin accounts edit the site's content.",
  reports: "Only admin and marketing accounts see the reports.",
  people: "Only an admin can manage people.",
  "own-account": "Sign in to change your account.",
  refunds: "Only an admin can refund a booking.",
};

/** As requireAccess, with the directory of people (the page's rule is "people": admins only). */
export async function requireAdmin(
  context: AppLoadContext,
  request: Request,
): Promise<{ admin: AdminContext; user: AdminUser; users: UserDirectory }> {
  const { admin, user } = await requireAccess(context, request);
  const users = await admin.users();
  if (!users) throw data(refusals.people, { status: 403 });
  return { admin, user, users };
}

/** Where to go after signing in: only a page of the inbox, never another site. */
export function safeNext(next: unknown): string {
  return typeof next === "string" && /^\/admin(\/[^/\\]|\?|$)/.test(next) ? next : "/admin";
}
