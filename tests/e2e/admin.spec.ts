import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
// Admin pages have no JavaScript, so the shared fixture's wait for hydration does not apply.
import { expect, test, type Page } from "@playwright/test";
import { ownServer } from "./own-server";

const PASSWORD = "Guindy-Sales-2026";

test("/admin is a plain 404 when no admin password is set", async ({ request }) => {
  for (const url of ["/admin", "/admin/login", "/admin/export.csv"]) {
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect(await response.text()).toBe("Not found.");
  }
});

test.describe("sales inbox", () => {
  test.describe.configure({ mode: "serial" });
  // Its own server with an admin password; TRUST_PROXY lets each test be its own client for the lockout.
  const server = ownServer(83, { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "true", RATE_LIMIT_ENQUIRIES_PER_10_MIN: "100" });
  const base = server.base;
  test.beforeAll(() => server.start());
  test.afterAll(() => server.stop());

  const asClient = (page: Page, ip: string) => page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });

  async function signIn(page: Page, password: string) {
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  test("anonymous visitors get the sign-in page and no lead data", async ({ page, request }) => {
    await asClient(page, "203.0.113.10");
    const response = await page.goto(`${base}/admin`);
    await expect(page).toHaveURL(`${base}/admin/login`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    expect(response?.headers()["cache-control"]).toBe("no-store");

    const csv = await request.get(`${base}/admin/export.csv`);
    expect(csv.status()).toBe(401);
    expect(await csv.text()).not.toContain(",");
    const detail = await request.get(`${base}/admin/submissions/anything`, { maxRedirects: 0 });
    expect(detail.status()).toBe(303);
    expect(detail.headers().location).toBe("/admin/login");
    // A sign-in posted from another site (no Origin or Referer of ours) is refused before the password is checked.
    const forged = await request.post(`${base}/admin/login`, { form: { password: PASSWORD }, headers: { Origin: "https://evil.example" } });
    expect(forged.status()).toBe(403);
    expect(forged.headers()["set-cookie"]).toBeUndefined();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("a wrong password is refused", async ({ page }) => {
    await asClient(page, "203.0.113.20");
    await page.goto(`${base}/admin/login`);
    await signIn(page, "guindy-sales-2026");
    await expect(page.getByRole("alert")).toHaveText("Wrong password.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  });

  test("five wrong passwords lock the client out, even for the right password", async ({ page }) => {
    await asClient(page, "203.0.113.30");
    await page.goto(`${base}/admin/login`);
    for (let i = 1; i <= 4; i++) {
      await signIn(page, `wrong-${i}`);
      await expect(page.getByRole("alert")).toHaveText("Wrong password.");
    }
    await signIn(page, "wrong-5");
    await expect(page.getByRole("alert")).toHaveText("Too many failed sign-in attempts. Try again in 15 minutes.");
    await signIn(page, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Too many failed sign-in attempts. Try again in 15 minutes.");
    await expect(page).toHaveURL(`${base}/admin/login`);
  });

  test("lists, filters, shows, exports and erases enquiries and leads", async ({ page, request }) => {
    const tag = randomUUID().slice(0, 8);
    const enquiryName = `=SUM(1+1) Priya ${tag}`;
    const leadName = `Arun Lead ${tag}`;
    const enquiry = await request.post(`${base}/api/enquiries`, {
      data: {
        name: enquiryName,
        email: "priya.test@example.in",
        phone: "+91 98840 12345",
        interestType: "IT Training",
        courseInterest: "CCNA 200-301",
        subject: "Weekend batch",
        message: "Please share the fees and the next weekend batch, with commas, and \"quotes\".",
        idempotencyKey: randomUUID(),
        fillMs: 9000,
        privacyVersion: "enquiry-notice-2026-11",
        company_website: "",
      },
    });
    expect(await enquiry.json()).toEqual({ ok: true, interest: "IT Training" });
    const lead = await request.post(`${base}/api/leads`, {
      data: {
        service: "AI Solutions",
        name: leadName,
        email: "arun.test@example.in",
        phone: "9884012345",
        idempotencyKey: randomUUID(),
        consentVersion: "chat-notice-2026-11",
        consentAt: new Date().toISOString(),
      },
    });
    expect(await lead.json()).toEqual({ ok: true });

    await asClient(page, "203.0.113.40");
    await page.goto(`${base}/admin`);
    await signIn(page, PASSWORD);
    await expect(page).toHaveURL(`${base}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries and leads");
    const rows = page.getByRole("row");
    // Newest first: the lead was sent after the enquiry.
    await expect(rows.nth(1)).toContainText(leadName);
    await expect(rows.nth(2)).toContainText(enquiryName);
    await expect(rows.nth(2)).toContainText("IT Training (CCNA 200-301)");
    await expect(rows.nth(2)).toContainText("Weekend batch");
    await expect(rows.nth(2)).toContainText("not forwarded");

    // Filters narrow the list.
    const filters = page.getByRole("form", { name: "Filters" });
    await filters.getByLabel("Type").selectOption("lead");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("link", { name: leadName })).toBeVisible();
    await expect(page.getByRole("link", { name: enquiryName })).toHaveCount(0);
    await filters.getByLabel("Type").selectOption("");
    await filters.getByLabel("Interest").selectOption("IT Training");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("link", { name: enquiryName })).toBeVisible();
    await expect(page.getByRole("link", { name: leadName })).toHaveCount(0);
    await filters.getByLabel("Interest").selectOption("");
    await filters.getByLabel("Search").fill(`arun lead ${tag}`);
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("link", { name: leadName })).toBeVisible();
    await expect(page.getByRole("link", { name: enquiryName })).toHaveCount(0);
    await filters.getByLabel("Search").fill("");
    await filters.getByLabel("From").fill("2099-01-01");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No submissions match.")).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page.getByText("Showing 1–2 of 2, newest first.")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The CSV: header, the row, a formula-looking name neutralised.
    const csv = await page.request.get(`${base}/admin/export.csv?type=enquiry`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="arivu-enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Received (IST),Received (UTC),Type,Source,Name,Email,Phone,Interest,Course,Service,Subject,Message,Consent version,Consent given (UTC),Deliveries,Reference",
    );
    expect(lines[1]).toContain(`,enquiry,contact-form,'=SUM(1+1) Priya ${tag},priya.test@example.in,'+91 98840 12345,IT Training,`);
    expect(lines[1]).toContain('"Please share the fees and the next weekend batch, with commas, and ""quotes""."');
    expect(lines[1]).not.toContain(leadName);
    expect(lines).toHaveLength(3);

    // The detail view.
    await page.getByRole("link", { name: enquiryName }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry from ${enquiryName}`);
    await expect(page.getByText("enquiry-notice-2026-11")).toBeVisible();
    await expect(page.getByText("Not forwarded: no destination is configured.")).toBeVisible();
    await expect(page.getByText("Please share the fees and the next weekend batch")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Erasure: confirmed with the checkbox, logged without personal data.
    await page.getByLabel("Erase this record (erasure request)").check();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(`${base}/admin?notice=deleted`);
    await expect(page.getByRole("status")).toHaveText("The record was erased.");
    await expect(page.getByRole("link", { name: enquiryName })).toHaveCount(0);
    await expect(page.getByRole("link", { name: leadName })).toBeVisible();
    await expect.poll(() => server.output()).toMatch(/erasure: \S+ \d{4}-\d{2}-\d{2}T[\d:.]+Z/);
    expect(server.output()).not.toContain("Priya");

    // Signing out ends the session.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${base}/admin/login`);
    await page.goto(`${base}/admin`);
    await expect(page).toHaveURL(`${base}/admin/login`);
  });
});
