import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** The inbox's own page frame: no site header, footer, floating buttons or chat. */
export function InboxShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/admin/logout";
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/admin" className="rounded font-bold text-brand-800">
            Arivu sales inbox
          </Link>
          {signedIn && (
            <Form method="post" action="/admin/logout">
              <Button type="submit" variant="outline" size="sm" disabled={signingOut}>
                Sign out
              </Button>
            </Form>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}
