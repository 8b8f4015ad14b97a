import { data, redirect, type AppLoadContext } from "react-router";
import type { InboxContext, InboxUser } from "#server/admin/inbox-context.ts";
import type { StaffDirectory } from "#server/admin/staff.ts";

/** The inbox, or a 404 while it is off (the Express gate answers first in production). */
export function inboxOf(context: AppLoadContext): InboxContext {
  if (!context.inbox)
    throw new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return context.inbox;
}

/**
 * The inbox and the signed-in person; anyone else is sent to the sign-in page, which brings
 * them back here afterwards.
 */
export async function requireUser(
  context: AppLoadContext,
  request: Request,
): Promise<{ inbox: InboxContext; user: InboxUser }> {
  const inbox = inboxOf(context);
  const user = await inbox.currentUser();
  if (!user) {
    const { pathname, search } = new URL(request.url);
    const back = pathname === "/admin" && !search ? "" : `?next=${encodeURIComponent(pathname + search)}`;
    throw redirect(`/admin/login${back}`, 303);
  }
  return { inbox, user };
}

/** As requireUser, and only for an admin: anyone else gets a 403 page. */
export async function requireAdmin(
  context: AppLoadContext,
  request: Request,
): Promise<{ inbox: InboxContext; user: InboxUser; staff: StaffDirectory }> {
  const { inbox, user } = await requireUser(context, request);
  const staff = await inbox.staff();
  if (!staff) throw data("Only an admin can manage people.", { status: 403 });
  return { inbox, user, staff };
}

/** Where to go after signing in: only a page of the inbox, never another site. */
export function safeNext(next: unknown): string {
  return typeof next === "string" && /^\/admin(\/[^/\\]|\?|$)/.test(next) ? next : "/admin";
}
