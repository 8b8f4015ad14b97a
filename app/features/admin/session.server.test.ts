import { describe, expect, it } from "vitest";
import { admin } from "#common/route-table.ts";
import { requireAccess, requireAdmin, safeNext } from "./session.server";
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

const person = (role: "admin" | "sales" | "marketing") => ({
  id: "u1",
  email: "priya@arivu-test.in",
  name: "Priya",
  role,
  actor: "priya@arivu-test.in",
});
const inbox = (role?: "admin" | "sales" | "marketing") =>
  ({
    currentUser: async () => (role ? person(role) : undefined),
    users: async () => (role === "admin" ? {} : undefined),
  }) as unknown as AdminContext;
const refusal = (admin: AdminContext, url: string, as?: "download") =>
  requireAccess({ admin }, new Request(`http://x${url}`), { as }).then(
    () => undefined,
    (e: { status?: number; init?: { status: number }; headers?: Headers }) => e,
  );
const statusOf = (e: Awaited<ReturnType<typeof refusal>>) => e && (e.status ?? e.init?.status);

describe("requireAccess", () => {
  it("sends someone signed out to the sign-in page, to come back afterwards", async () => {
    const thrown = await refusal(inbox(), "/admin/submissions/a1?notice=note");
    expect(thrown).toBeInstanceOf(Response);
    expect(statusOf(thrown)).toBe(303);
    expect(thrown?.headers?.get("location")).toBe(
      "/admin/login?next=%2Fadmin%2Fsubmissions%2Fa1%3Fnotice%3Dnote",
    );
    expect((await refusal(inbox(), "/admin"))?.headers?.get("location")).toBe("/admin/login");
  });

  it("answers a download 401 in plain text rather than sending it to the sign-in page", async () => {
    const thrown = (await refusal(inbox(), "/admin/export.csv", "download")) as Response;
    expect(thrown.status).toBe(401);
    expect(await thrown.text()).toBe("Sign in to export.");
  });

  it("is a 404 while the inbox is off, and for a path with no rule", async () => {
    expect(statusOf(await requireAccess({}, new Request("http://x/admin")).catch((e) => e))).toBe(404);
    expect(statusOf(await refusal(inbox("admin"), "/admin/nothing-here"))).toBe(404);
  });

  it("hands over the inbox and the person", async () => {
    const signedIn = inbox("sales");
    expect(await requireAccess({ admin: signedIn }, new Request("http://x/admin"))).toEqual({
      admin: signedIn,
      user: person("sales"),
    });
  });

  it("keeps marketing from every lead page and the CSV, whatever the letter case or data form", async () => {
    for (const url of [
      "/admin/submissions/a1",
      "/admin/submissions/a1.data",
      "/ADMIN/Submissions/a1",
      "/admin/export.csv",
      "/Admin/Export.CSV",
      "/admin/users",
    ]) {
      expect(statusOf(await refusal(inbox("marketing"), url)), url).toBe(403);
    }
    const download = (await refusal(inbox("marketing"), "/admin/export.csv", "download")) as Response;
    expect(download.status).toBe(403);
    expect(await download.text()).toMatch(/only sales and admin accounts/);
  });

  it("sends marketing from the inbox's front door to their own page", async () => {
    for (const url of ["/admin", "/admin.data", "/ADMIN/"]) {
      const thrown = await refusal(inbox("marketing"), url);
      expect(statusOf(thrown), url).toBe(303);
      expect(thrown?.headers?.get("location")).toBe("/admin/content");
    }
  });

  it("keeps sales from the content and people pages, and lets them work the leads", async () => {
    expect(statusOf(await refusal(inbox("sales"), "/admin/content"))).toBe(403);
    expect(statusOf(await refusal(inbox("sales"), "/admin/users"))).toBe(403);
    for (const url of ["/admin", "/admin/export.csv", "/admin/submissions/a1", "/admin/password"])
      expect(await refusal(inbox("sales"), url), url).toBeUndefined();
  });

  it("lets an admin in everywhere", async () => {
    for (const { path } of admin.children)
      expect(await refusal(inbox("admin"), path.replace(":id", "a1")), path).toBeUndefined();
  });
});

describe("requireAdmin", () => {
  it("is a 403 for anyone but an admin", async () => {
    const thrown = await requireAdmin({ admin: inbox("sales") }, new Request("http://x/admin/users")).catch(
      (e) => e,
    );
    expect(thrown.init.status).toBe(403);
    expect(thrown.data).toBe("Only an admin can manage people.");
  });
});
