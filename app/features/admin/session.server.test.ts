import { describe, expect, it } from "vitest";
import { requireAdmin, requireUser, safeNext } from "./session.server";
import type { AdminContext } from "#server/admin/admin-context.ts";

describe("safeNext", () => {
  it("goes back to a page of the inbox", () => {
    expect(safeNext("/admin/submissions/abc?notice=x")).toBe("/admin/submissions/abc?notice=x");
    expect(safeNext("/admin?status=new")).toBe("/admin?status=new");
    expect(safeNext("/admin")).toBe("/admin");
  });

  it("never to another site or outside the inbox", () => {
    for (const next of [
      "https://evil.example/admin",
      "//evil.example",
      "/admin//evil.example",
      "/admin/\\evil.example",
      "/contact",
      "/administrator",
      null,
      42,
    ]) {
      expect(safeNext(next)).toBe("/admin");
    }
  });
});

describe("requireUser", () => {
  const person = {
    id: "u1",
    email: "priya@arivu-test.in",
    name: "Priya",
    role: "sales" as const,
    actor: "priya@arivu-test.in",
  };
  const admin = (signedIn: boolean) =>
    ({ currentUser: async () => (signedIn ? person : undefined) }) as AdminContext;

  it("sends someone signed out to the sign-in page, to come back afterwards", async () => {
    const thrown = await requireUser(
      { admin: admin(false) },
      new Request("http://x/admin/submissions/a1?notice=note"),
    ).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(303);
    expect(thrown.headers.get("location")).toBe(
      "/admin/login?next=%2Fadmin%2Fsubmissions%2Fa1%3Fnotice%3Dnote",
    );
    const fromList = await requireUser({ admin: admin(false) }, new Request("http://x/admin")).catch(
      (e) => e,
    );
    expect(fromList.headers.get("location")).toBe("/admin/login");
  });

  it("is a 404 while the inbox is off", async () => {
    const thrown = await requireUser({}, new Request("http://x/admin")).catch((e) => e);
    expect(thrown.status).toBe(404);
  });

  it("hands over the inbox and the person", async () => {
    const signedIn = admin(true);
    expect(await requireUser({ admin: signedIn }, new Request("http://x/admin"))).toEqual({
      admin: signedIn,
      user: person,
    });
  });
});

describe("requireAdmin", () => {
  it("is a 403 for anyone but an admin", async () => {
    const sales = {
      currentUser: async () => ({ role: "sales" }),
      users: async () => undefined,
    } as unknown as AdminContext;
    const thrown = await requireAdmin({ admin: sales }, new Request("http://x/admin/users")).catch((e) => e);
    expect(thrown.init.status).toBe(403);
    expect(thrown.data).toBe("Only an admin can manage people.");
  });
});
