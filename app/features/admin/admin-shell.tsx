import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { usePending } from "#app/lib/use-pending.ts";
import { wrapAnywhere } from "./form-styles";

/** Who is signed in, as the layout shows them: their first page, and what their role may open (common/staff-access.ts). */
export type ShellUser = {
  email: string;
  role: string;
  home: string;
  sections: { leads: boolean; content: boolean; reports: boolean; people: boolean };
};

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded font-semibold underline-offset-2 ${isActive ? "text-ink underline" : "text-brand-700 hover:underline"}`;

/** The inbox's own page frame: no site header, footer, floating buttons or chat. */
export function AdminShell({ user, children }: { user?: ShellUser | null; children: ReactNode }) {
  const signingOut = usePending({ action: "/admin/logout" });
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        {/* One row on a phone, so the list starts high on the screen; an admin's sections scroll sideways in it. */}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1 md:py-2">
          {!user || user.sections.leads ? (
            <Link
              to="/admin"
              className="inline-flex min-h-11 shrink-0 items-center rounded font-bold text-brand-800"
            >
              <span className="max-sm:hidden">Arivu sales inbox</span>
              <span className="sm:hidden">Arivu inbox</span>
            </Link>
          ) : (
            <Link
              to={user.home}
              className="inline-flex min-h-11 shrink-0 items-center rounded font-bold text-brand-800"
            >
              Arivu site content
            </Link>
          )}
          {user && (
            <div className="flex min-w-0 items-center gap-x-3 md:gap-x-4">
              {/* Each role sees its own sections (asked on the server): sales the inbox, marketing the content and reports, admins all four. */}
              {(user.sections.content || user.sections.reports || user.sections.people) && (
                <nav aria-label="Staff sections" className="flex min-w-0 gap-3 overflow-x-auto md:gap-4">
                  {user.sections.leads && (
                    <NavLink to="/admin" end className={(s) => `${navClass(s)} max-sm:hidden`}>
                      Inbox
                    </NavLink>
                  )}
                  {user.sections.content && (
                    <NavLink to="/admin/content" className={navClass}>
                      Content
                    </NavLink>
                  )}
                  {user.sections.reports && (
                    <NavLink to="/admin/reports" className={navClass}>
                      Reports
                    </NavLink>
                  )}
                  {user.sections.people && (
                    <NavLink to="/admin/users" className={navClass}>
                      People
                    </NavLink>
                  )}
                </nav>
              )}
              {/* Each person's own account: their password. */}
              <Link
                to="/admin/password"
                title={`${user.email}: change your password`}
                className={`inline-flex min-h-11 min-w-0 items-center text-sm text-slate-600 underline-offset-2 hover:underline max-md:truncate ${wrapAnywhere}`}
              >
                Signed in as {user.email}
              </Link>
              <Form method="post" action="/admin/logout" className="shrink-0">
                <Button type="submit" variant="outline" size="md" disabled={signingOut} className="px-3">
                  Sign out
                </Button>
              </Form>
            </div>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-3 outline-none md:py-6">
        {children}
      </main>
    </div>
  );
}
