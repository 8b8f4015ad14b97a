import { data, redirect, type AppLoadContext } from "react-router";
import type { AdminContext, AdminUser } from "#server/admin/admin-context.ts";
import type { UserDirectory } from "#server/admin/users.ts";

/** The inbox, or a 404 while it is off (the Express gate answers first in production). */
export function adminOf(context: AppLoadContext): AdminContext {
  if (!context.admin)
    throw new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return context.admin;
}

/**
 * The inbox and the signed-in person; anyone else is sent to the sign-in page, which brings
 * them back here afterwards.
 */
export async function requireUser(
  context: AppLoadContext,
  request: Request,
): Promise<{ admin: AdminContext; user: AdminUser }> {
  const admin = adminOf(context);
  const user = await admin.currentUser();
  const { pathname, search } = new URL(request.url);
  if (!user) {
    const back = pathname === "/admin" && !search ? "" : `?next=${encodeURIComponent(pathname + search)}`;
    throw redirect(`/admin/login${back}`, 303);
  }
  // Marketing edit the content and never see the leads: the inbox sends them to their page.
  if (user.role === "marketing" && !pathname.startsWith("/admin/content"))
    throw redirect("/admin/content", 303);
  return { admin, user };
}

/** As requireUser, and only for those who edit the content (marketing, admin): sales get a 403 page. */
export async function requireContentEditor(context: AppLoadContext, request: Request) {
  const { admin, user } = await requireUser(context, request);
  if (user.role !== "marketing" && user.role !== "admin")
    throw data("Only marketing and admin accounts edit the site's content.", { status: 403 });
  return { admin, user };
}

/** As requireUser, and only for an admin: anyone else gets a 403 page. */
export async function requireAdmin(
  context: AppLoadContext,
  request: Request,
): Promise<{ admin: AdminContext; user: AdminUser; users: UserDirectory }> {
  const { admin, user } = await requireUser(context, request);
  const users = await admin.users();
  if (!users) throw data("Only an admin can manage people.", { status: 403 });
  return { admin, user, users };
}

/** Where to go after signing in: only a page of the inbox, never another site. */
export function safeNext(next: unknown): string {
  return typeof next === "string" && /^\/admin(\/[^/\\]|\?|$)/.test(next) ? next : "/admin";
}
