import { randomUUID } from "node:crypto";
import type { APIRequest, APIRequestContext } from "@playwright/test";
import { admin } from "#common/route-table.ts";
import { homeOf, may, type Role } from "#common/staff-access.ts";
import { formToken } from "#tests/form-tokens.ts";
import { expect, test, type SignedInState } from "./fixtures";
import { ownServer } from "./own-server";
import { axe, listViolations } from "./axe";

// Every page of the signed-in area × every role (and nobody) × GET and POST, as a page and as
// React Router's .data request, in lower and upper case, held against the one table of who may
// do what (common/staff-access.ts, each page's rule in common/route-table.ts). A page added
// without its loader and action asking that table lets someone in where the rule says no, and
// fails here. A visitor's email stands for their personal data: no refused answer may carry it.

const ADMIN = { email: "owner@arivu-test.in", password: "Anna-Nagar-2026" };
const PEOPLE = {
  sales: { email: "sundar@arivu-test.in", password: "Adyar-Sales-2026", role: "sales" },
  marketing: { email: "meera@arivu-test.in", password: "Mylapore-Marketing-2026", role: "marketing" },
  // Changes her password in the first test.
  writer: { email: "divya@arivu-test.in", password: "Velachery-Writer-2026", role: "marketing" },
};
const VISITOR_EMAIL = "kavya.visitor@example.in";

const server = ownServer(61, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.beforeAll(async ({ playwright, signedInState }) => {
  await server.start();
  // The admin adds a salesperson and a marketer.
  const adminApi = await client(
    playwright.request,
    await signedInState(server.base, ADMIN.email, ADMIN.password),
  );
  for (const [name, { email, password, role }] of Object.entries(PEOPLE)) {
    const added = await adminApi.post("/admin/users", {
      form: { intent: "add", email, name, role, password },
      maxRedirects: 0,
    });
    expect(added.status(), `adding ${name}`).toBe(303);
  }
  await adminApi.dispose();
});
test.afterAll(() => server.stop());

type Who = Role | "nobody";
type Probe = {
  who: Who;
  method: "GET" | "POST";
  url: string;
  status: number;
  location?: string;
  body: string;
  headers: Record<string, string>;
};

/** An HTTP client of our own pages, with `state`'s session if given. */
const client = (request: APIRequest, state?: SignedInState) =>
  request.newContext({
    baseURL: server.base,
    extraHTTPHeaders: { Origin: server.base },
    storageState: state,
  });

/** The forms a page's path takes: as a page, as single fetch's .data, and in capitals. */
function urlsOf(path: string): string[] {
  const data = path === admin.path ? "/admin.data" : `${path}.data`;
  return [path, data, path.toUpperCase()];
}

async function probe(api: APIRequestContext, who: Who, method: "GET" | "POST", url: string): Promise<Probe> {
  const response =
    method === "GET"
      ? await api.get(url, { maxRedirects: 0 })
      : await api.post(url, { form: { intent: "probe" }, maxRedirects: 0 });
  return {
    who,
    method,
    url,
    status: response.status(),
    location: response.headers().location,
    body: await response.text(),
    headers: response.headers(),
  };
}

test("each person changes their own password from the name at the top; a wrong current one is refused under its field", async ({
  page,
}) => {
  const { email, password } = PEOPLE.writer;
  const next = "Besant-Nagar-2026";
  await page.goto(`${server.base}/admin/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Site content" })).toBeVisible();

  await page.getByRole("link", { name: `Signed in as ${email}` }).click();
  await expect(page.getByRole("heading", { name: "Your password" })).toBeVisible();
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("New password again").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  const current = page.getByLabel("Current password");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription("That is not your current password.");
  expect(listViolations(await axe(page).analyze())).toEqual([]);

  await current.fill(password);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("New password again").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your new password is set.")).toBeVisible();
  // Still signed in here; the old password no longer works, the new one does.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong email or password.")).toBeVisible();
  await page.getByLabel("Password").fill(next);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Site content" })).toBeVisible();
});

test("every page of the signed-in area answers each role as the table says, and nobody else sees a visitor's data", async ({
  playwright,
  signedInState,
}) => {
  // A lead to look at, through the public API.
  const publicApi = await playwright.request.newContext({ baseURL: server.base });
  const sent = await publicApi.post("/api/enquiries", {
    data: {
      name: "Kavya Raman",
      email: VISITOR_EMAIL,
      phone: "+91 98840 12345",
      interestType: "IT Training",
      courseInterest: "CCNA 200-301",
      subject: "Weekend batch",
      message: "Please share the fees and the next weekend batch.",
      idempotencyKey: randomUUID(),
      formIssuedAt: await formToken(server.dataDir()),
      privacyVersion: "enquiry-notice-2026-11",
      company_website: "",
    },
  });
  expect(await sent.json()).toMatchObject({ ok: true });
  await publicApi.dispose();

  const adminState = await signedInState(server.base, ADMIN.email, ADMIN.password);
  const adminApi = await client(playwright.request, adminState);
  const inboxPage = await (await adminApi.get("/admin")).text();
  const recordId = /\/admin\/submissions\/([0-9a-f-]{36})/.exec(inboxPage)?.[1];
  expect(recordId, "the lead in the inbox").toBeDefined();

  const states: Record<Who, SignedInState | undefined> = {
    nobody: undefined,
    admin: adminState,
    sales: await signedInState(server.base, PEOPLE.sales.email, PEOPLE.sales.password),
    marketing: await signedInState(server.base, PEOPLE.marketing.email, PEOPLE.marketing.password),
  };
  // Signing out ends the session: it is walked last.
  const pages = [...admin.children].sort(
    (a, b) => Number(a.path === "/admin/logout") - Number(b.path === "/admin/logout"),
  );
  const problems: string[] = [];
  let count = 0;

  for (const who of ["nobody", "marketing", "sales", "admin"] as const) {
    const api = await client(playwright.request, states[who]);
    for (const method of ["GET", "POST"] as const) {
      for (const page of pages) {
        const allowed = page.access === "anyone" || (who !== "nobody" && may(who, page.access));
        for (const url of urlsOf(page.path).map((u) => u.replace(/:[a-z]+/gi, recordId!))) {
          const got = await probe(api, who, method, url);
          count++;
          const problem = judge(got, allowed, page.path, page.access);
          if (problem) problems.push(`${who} ${method} ${url}: ${problem} (got ${got.status})`);
        }
      }
    }
    await api.dispose();
  }
  await adminApi.dispose();
  expect(problems, `${problems.length} of ${count} answers break the table`).toEqual([]);
  expect(count).toBe(4 * 2 * 3 * admin.children.length);
});

/** What is wrong with an answer, held against the page's rule; undefined when it is right. */
function judge(got: Probe, allowed: boolean, page: string, access: string): string | undefined {
  if (got.status >= 500) return "a server error";
  // Whatever the letter case, never cached or indexed.
  if (got.headers["cache-control"] !== "private, no-store") return "may be cached";
  if (got.headers["x-robots-tag"] !== "noindex") return "may be indexed";
  if (allowed) {
    if (got.status === 401 || got.status === 403) return "refused, but the table allows it";
    // A record's invoice exists once it is a paid booking: this enquiry has none (404).
    if (page.endsWith("/invoice.pdf") && got.status === 404) return undefined;
    // Sales and admins do see the lead on the lead pages.
    if (got.method === "GET" && access === "leads" && page !== "/admin" && !got.url.endsWith(".data")) {
      if (!got.body.includes(VISITOR_EMAIL)) return "allowed, but the lead is not there";
    }
    return undefined;
  }
  if (got.body.includes(VISITOR_EMAIL)) return "a visitor's email in a refused answer";
  if (got.who === "nobody") {
    // To the sign-in page (a page; single fetch answers its redirect as 202 with the address) or 401 for the CSV.
    const toSignIn = [302, 303].includes(got.status) && got.location?.startsWith("/admin/login");
    const dataRedirect = got.status === 202 && got.body.includes("/admin/login");
    if (toSignIn || dataRedirect || got.status === 401 || got.status === 405) return undefined;
    return "nobody signed in, yet not sent to sign in";
  }
  // The inbox's front door sends a role to its own page; everywhere else a 403 (405: the page has no action).
  if (page === "/admin" && got.method === "GET") {
    const home = homeOf(got.who);
    if (got.location === home || (got.status === 202 && got.body.includes(home))) return undefined;
    return `not sent to ${home}`;
  }
  if (got.status === 403 || (got.method === "POST" && got.status === 405)) return undefined;
  return "not refused with 403";
}
