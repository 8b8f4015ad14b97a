import { data, redirect, type AppLoadContext } from "react-router";
import { istTime } from "#common/ist-time.ts";
import { requireAdmin } from "./session.server";

const notices: Record<string, string> = {
  added: "Added. They can sign in with the password you set.",
  invited:
    "Added. We emailed them a link to set their password (it works for 1 hour; after that, 'Forgot password?' sends a new one).",
  role: "Role saved.",
  removed: "Removed. Their sessions have ended.",
  password: "Password set. They are signed out everywhere until they sign in with it.",
};

/** /admin/users: everyone with an account, oldest first. Admins only. */
export async function usersPage(request: Request, context: AppLoadContext) {
  const { admin, user, users } = await requireAdmin(context, request);
  const people = (await users.list()).map((p) => ({
    ...p,
    created: istTime(p.createdAt),
    me: p.id === user.id,
  }));
  return {
    people,
    resetByEmail: admin.resetByEmail,
    notice: notices[new URL(request.url).searchParams.get("notice") ?? ""],
  };
}

export type UsersIntent = "add" | "role" | "remove" | "password";
/** A refused action: which form (and whose row), and why. */
export type UsersActionData = { intent: UsersIntent; userId?: string; error: string };

export async function usersAction(request: Request, context: AppLoadContext) {
  const { admin, user, users } = await requireAdmin(context, request);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const intent = text("intent") as UsersIntent;
  const userId = text("userId");
  const done = (notice: string, line: string) => {
    // The audit log: staff addresses are staff data, fine to log.
    admin.log(`people: ${line} by ${user.email} ${new Date().toISOString()}`);
    return redirect(`/admin/users?notice=${notice}`, 303);
  };
  const refuse = (error: string) =>
    data<UsersActionData>({ intent, userId: userId || undefined, error }, { status: 400 });
  // Named by email in the log, looked up before the change (a removed person is gone after).
  const whom = intent === "add" ? "" : ((await users.list()).find((p) => p.id === userId)?.email ?? userId);

  switch (intent) {
    case "add": {
      const person = {
        email: text("email").trim().toLowerCase(),
        name: text("name"),
        role: text("role"),
        password: text("password"),
      };
      if (!person.password && !admin.resetByEmail)
        return refuse("Set an initial password: this site cannot email a link to set one.");
      const result = await users.add(person);
      if (!result.ok) return refuse(result.error);
      return done(person.password ? "added" : "invited", `added ${person.email} as ${person.role}`);
    }
    case "role": {
      const result = await users.setRole(userId, text("role"));
      return result.ok ? done("role", `role of ${whom} set to ${text("role")}`) : refuse(result.error);
    }
    case "remove": {
      const result = await users.remove(userId);
      return result.ok ? done("removed", `removed ${whom}`) : refuse(result.error);
    }
    case "password": {
      const result = await users.setPassword(userId, text("password"));
      return result.ok ? done("password", `password of ${whom} set`) : refuse(result.error);
    }
    default:
      throw data("Unknown action.", { status: 400 });
  }
}

export type UsersPageData = Awaited<ReturnType<typeof usersPage>>;
