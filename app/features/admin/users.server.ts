import { data, redirect, type AppLoadContext } from "react-router";
import { formValues, parseForm, requestForm, type FormReply } from "#common/forms.ts";
import { istTime } from "#common/ist-time.ts";
import { requireAdmin } from "./session.server";
import { usersActionSchema, usersMessages, type UsersIntent } from "./users-schema";

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

/** A refused action: which form (and whose row), why (per field or for the form), and what was typed. */
export type UsersActionData = FormReply<UsersIntent> & { intent: UsersIntent; userId?: string };

/** Every form of the people page posts here with an `intent`, parsed once by the page's schema. */
export async function usersAction(request: Request, context: AppLoadContext) {
  const { admin, user, users } = await requireAdmin(context, request);
  const typed = formValues(await requestForm(request));
  const refuse = (reply: Omit<UsersActionData, "intent" | "userId" | "values">) =>
    data<UsersActionData>(
      {
        intent: typed.intent as UsersIntent,
        userId: typed.userId || undefined,
        // What was typed comes back (never a password), so a post without JavaScript loses nothing.
        values:
          typed.intent === "add" ? { email: typed.email, name: typed.name, role: typed.role } : undefined,
        ...reply,
      },
      { status: 400 },
    );
  const parsed = parseForm(usersActionSchema, typed);
  if (!parsed.ok) {
    if (parsed.fieldErrors.intent) throw data(parsed.fieldErrors.intent, { status: 400 });
    return refuse({ fieldErrors: parsed.fieldErrors });
  }
  const action = parsed.value;
  const done = (notice: string, line: string) => {
    // The audit log: staff addresses are staff data, fine to log.
    admin.log(`people: ${line} by ${user.email} ${new Date().toISOString()}`);
    return redirect(`/admin/users?notice=${notice}`, 303);
  };
  // Named by email in the log, looked up before the change (a removed person is gone after).
  const whom =
    action.intent === "add"
      ? ""
      : ((await users.list()).find((p) => p.id === action.userId)?.email ?? action.userId);

  switch (action.intent) {
    case "add": {
      if (!action.password && !admin.resetByEmail)
        return refuse({ fieldErrors: { password: usersMessages.passwordNeeded } });
      const result = await users.add(action);
      if (!result.ok) return refuse({ error: result.error });
      return done(action.password ? "added" : "invited", `added ${action.email} as ${action.role}`);
    }
    case "role": {
      const result = await users.setRole(action.userId, action.role);
      return result.ok
        ? done("role", `role of ${whom} set to ${action.role}`)
        : refuse({ error: result.error });
    }
    case "remove": {
      const result = await users.remove(action.userId);
      return result.ok ? done("removed", `removed ${whom}`) : refuse({ error: result.error });
    }
    case "password": {
      const result = await users.setPassword(action.userId, action.password);
      return result.ok ? done("password", `password of ${whom} set`) : refuse({ error: result.error });
    }
  }
}

export type UsersPageData = Awaited<ReturnType<typeof usersPage>>;
