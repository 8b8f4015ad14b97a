import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { usePending } from "#app/lib/use-pending.ts";
import { wrapAnywhere } from "./form-styles";

/** Who is signed in, as the layout shows them. */
export type ShellUser = { email: string; role: "admin" | "sales" | "marketing" };

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded font-semibold underline-offset-2 ${isActive ? "text-ink underline" : "text-brand-700 hover:underline"}`;

/** The inbox's own page frame: no site header, footer, floating buttons or chat. */
export function AdminShell({ user, children }: { user?: ShellUser | null; children: ReactNode }) {
  const signingOut = usePending({ action: "/admin/logout" });
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link
            to={user?.role === "marketing" ? "/admin/content" : "/admin"}
            className="rounded font-bold text-brand-800"
          >
            {user?.role === "marketing" ? "Arivu site content" : "Arivu sales inbox"}
          </Link>
          {user && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {/* Each role sees its own sections: sales the inbox, marketing the content, admins all three. */}
              {user.role !== "sales" && (
                <nav aria-label="Staff sections" className="flex gap-4">
                  {user.role === "admin" && (
                    <NavLink to="/admin" end className={navClass}>
                      Inbox
                    </NavLink>
                  )}
                  <NavLink to="/admin/content" className={navClass}>
                    Content
                  </NavLink>
                  {user.role === "admin" && (
                    <NavLink to="/admin/users" className={navClass}>
                      People
                    </NavLink>
                  )}
                </nav>
              )}
              <span className={`text-sm text-slate-600 ${wrapAnywhere}`}>Signed in as {user.email}</span>
              <Form method="post" action="/admin/logout">
                <Button type="submit" variant="outline" size="sm" disabled={signingOut}>
                  Sign out
                </Button>
              </Form>
            </div>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}
