import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { formToken } from "#tests/form-tokens.ts";
import { expect, test, type SignedInState } from "./fixtures";
import { ownServer } from "./own-server";
import { axe } from "./axe";

const PASSWORD = "Guindy-Sales-2026";
// The single-password setup (ADMIN_PASSWORD only) is the first account, with the company's email.
const EMAIL = "info@arivutech.in";
const WRONG = "Wrong email or password.";
const LOCKED = "Too many failed sign-in attempts. Try again in 15 minutes.";
const ACCOUNT_LOCKED =
  "Too many failed sign-in attempts for this account. Try again in 15 minutes, or set a new password with “Forgot password?” below.";

test("/admin is a plain 404 while nobody has an account and no admin password is set", async ({
  request,
}) => {
  for (const url of [
    "/admin",
    "/admin/login",
    "/admin/users",
    "/admin/forgot-password",
    "/admin/export.csv",
    "/admin/submissions/x",
    "/admin.data",
  ]) {
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect(await response.text()).toBe("Not found.");
  }
});

test.describe("sales inbox", () => {
  test.describe.configure({ mode: "serial" });
  // Its own server with the old single admin password and no SMTP; TRUST_PROXY lets each test be its own client for the lockout.
  // The form service is a closed port and gets one attempt, so every forwarded record shows a failed delivery.
  const server = ownServer(83, {
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: "true",
    RATE_LIMIT_ENQUIRIES_PER_10_MIN: "100",
    RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "1000",
    FORM_ENDPOINT: "http://127.0.0.1:9/forms/inbox-e2e",
    OUTBOX_MAX_ATTEMPTS: "1",
  });
  const base = server.base;
  // The inbox's own tests sign in through the page; the others start signed in (one sign-in a worker).
  let session: SignedInState;
  test.beforeAll(async ({ signedInState }) => {
    await server.start();
    session = await signedInState(base, EMAIL, PASSWORD);
  });
  test.afterAll(() => server.stop());

  const asClient = (page: Page, ip: string) => page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });

  async function signIn(page: Page, password: string, email = EMAIL) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  /** Opens the inbox at `path`, signed in as the company's account, from the client `ip`. */
  async function signedIn(page: Page, ip: string, path = "/admin") {
    await asClient(page, ip);
    await page.context().addCookies(session.cookies);
    await page.goto(`${base}${path}`);
    await expect(page).toHaveURL(`${base}${path}`);
    await expect(page.getByText(`Signed in as ${EMAIL}`)).toBeVisible();
  }

  /** A contact-form enquiry through the public API; a form token younger than 3 s makes it spam. */
  async function seedEnquiry(
    request: APIRequestContext,
    fields: Record<string, unknown>,
    tokenAgeMs = 10_000,
  ) {
    const response = await request.post(`${base}/api/enquiries`, {
      data: {
        email: "priya.test@example.in",
        phone: "+91 98840 12345",
        interestType: "IT Training",
        courseInterest: "CCNA 200-301",
        subject: "Weekend batch",
        message: 'Please share the fees and the next weekend batch, with commas, and "quotes".',
        idempotencyKey: randomUUID(),
        formIssuedAt: await formToken(server.dataDir(), tokenAgeMs),
        privacyVersion: "enquiry-notice-2026-11",
        company_website: "",
        ...fields,
      },
    });
    expect(await response.json()).toMatchObject({ ok: true });
  }

  async function seedLead(request: APIRequestContext, fields: Record<string, unknown>) {
    const response = await request.post(`${base}/api/leads`, {
      data: {
        service: "AI Solutions",
        email: "arun.test@example.in",
        phone: "9884012345",
        idempotencyKey: randomUUID(),
        consentVersion: "chat-notice-2026-11",
        consentAt: new Date().toISOString(),
        ...fields,
      },
    });
    expect(await response.json()).toEqual({ ok: true });
  }

  const noHorizontalScroll = (page: Page) =>
    expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);

  test("anonymous visitors get the sign-in page and no lead data", async ({ page, request }) => {
    await asClient(page, "203.0.113.10");
    const response = await page.goto(`${base}/admin`);
    await expect(page).toHaveURL(`${base}/admin/login`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers().vary).toMatch(/\bCookie\b/);
    // None of the public site around it: no site footer, chat or WhatsApp button.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /chat/i })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /whatsapp/i })).toHaveCount(0);

    const csv = await request.get(`${base}/admin/export.csv`);
    expect(csv.status()).toBe(401);
    expect(await csv.text()).not.toContain(",");
    const detail = await request.get(`${base}/admin/submissions/anything`, { maxRedirects: 0 });
    expect(detail.status()).toBe(303);
    expect(detail.headers().location).toBe("/admin/login?next=%2Fadmin%2Fsubmissions%2Fanything");
    // A sign-in posted from another site (no Origin or Referer of ours) is refused before the password is checked.
    const forged = await request.post(`${base}/admin/login`, {
      form: { email: EMAIL, password: PASSWORD },
      headers: { Origin: "https://evil.example" },
    });
    expect(forged.status()).toBe(403);
    expect(forged.headers()["set-cookie"]).toBeUndefined();
    // axe on this page, at both widths: the last test.
  });

  test("the single ADMIN_PASSWORD signs in as the company's email; a wrong password or email is refused", async ({
    page,
  }) => {
    await asClient(page, "203.0.113.20");
    await page.goto(`${base}/admin/login`);
    await signIn(page, "guindy-sales-2026");
    await expect(page.getByRole("alert")).toHaveText(WRONG);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    // An address without an account gets the same answer.
    await signIn(page, PASSWORD, "nobody@arivutech.in");
    await expect(page.getByRole("alert")).toHaveText(WRONG);
    await signIn(page, PASSWORD);
    await expect(page).toHaveURL(`${base}/admin`);
    await expect(page.getByText(`Signed in as ${EMAIL}`)).toBeVisible();
    // The first account is an admin.
    await expect(
      page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: "People" }),
    ).toBeVisible();
    // One strict, HttpOnly session cookie (Secure too when SITE_URL is https), and the mark of a
    // browser that signed in to this account, for the /admin pages only (the account's lockout lets it through).
    const cookies = await page.context().cookies(`${base}/admin`);
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: "arivu.session_token",
          path: "/",
          httpOnly: true,
          sameSite: "Strict",
        }),
        expect.objectContaining({
          name: "arivu.known_device",
          path: "/admin",
          httpOnly: true,
          sameSite: "Strict",
        }),
      ]),
    );
    expect(cookies).toHaveLength(2);
  });

  test("five wrong passwords lock the client out, even for the right password", async ({ page }) => {
    await asClient(page, "203.0.113.30");
    await page.goto(`${base}/admin/login`);
    for (let i = 1; i <= 4; i++) {
      await signIn(page, `wrong-${i}`);
      await expect(page.getByRole("alert")).toHaveText(WRONG);
    }
    await signIn(page, "wrong-5");
    await expect(page.getByRole("alert")).toHaveText(LOCKED);
    await signIn(page, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(LOCKED);
    await expect(page).toHaveURL(`${base}/admin/login`);
    // It holds across a reload: the count is in the database, not the page.
    await page.reload();
    await signIn(page, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(LOCKED);
  });

  test("ten wrong passwords for one account from ten addresses lock that account, keeping the typed email", async ({
    page,
  }) => {
    // An email with no account is answered the same way, and leaves the company's account usable.
    const email = "guessed-e2e@arivu-test.in";
    await asClient(page, "203.0.113.40");
    await page.goto(`${base}/admin/login`);
    for (let i = 1; i <= 9; i++) {
      await asClient(page, `203.0.113.${40 + i}`);
      await signIn(page, `wrong-${i}`, email);
      await expect(page.getByRole("alert")).toHaveText(WRONG);
    }
    await asClient(page, "203.0.113.50");
    await signIn(page, "wrong-10", email);
    await expect(page.getByRole("alert")).toHaveText(ACCOUNT_LOCKED);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
    // Another address changes nothing for that account.
    await asClient(page, "203.0.113.51");
    await signIn(page, PASSWORD, email);
    await expect(page.getByRole("alert")).toHaveText(ACCOUNT_LOCKED);
  });

  test("lists newest first with status tabs and source counts; filters; exports the CSV", async ({
    page,
    request,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const campaign = `diwali-${tag}`;
    const enquiryName = `=SUM(1+1) Priya ${tag}`;
    const leadName = `Arun Lead ${tag}`;
    await seedEnquiry(request, {
      name: enquiryName,
      attribution: {
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: campaign,
        utmTerm: "ccna course",
        gclid: `g-${tag}`,
        firstLandingPage: "/it-training?utm_source=google",
        firstReferrer: "https://www.google.com/",
        firstSeenAt: "2026-11-01T04:00:00.000Z",
        landingPage: "/it-training/programs",
        page: "/contact",
      },
    });
    await seedLead(request, {
      name: leadName,
      attribution: { utmSource: "linkedin", utmCampaign: campaign },
    });

    await signedIn(page, "203.0.113.40", `/admin?campaign=${campaign}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries and leads");
    const cards = page.getByRole("list", { name: "Records" }).getByRole("listitem");
    // Newest first: the lead was sent after the enquiry.
    await expect(cards.nth(0)).toContainText(leadName);
    await expect(cards.nth(1)).toContainText(enquiryName);
    await expect(cards.nth(1)).toContainText("IT Training · CCNA 200-301");
    await expect(cards.nth(1)).toContainText("Please share the fees");
    await expect(cards.nth(1)).toContainText("Unassigned");
    await expect(cards.nth(1)).toContainText("New");
    await expect(cards.nth(1)).toContainText("just now");
    // The form service is unreachable: the failure stands out in the list.
    await expect(cards.nth(1)).toContainText("Failed: Form service");

    const tabs = page.getByRole("navigation", { name: "Lists" });
    await expect(tabs.getByRole("link", { name: "All 2" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "New 2" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Spam 0" })).toBeVisible();
    // The traffic sources are with the filters, which open when asked.
    const openFilters = async () => {
      if (await page.getByRole("form", { name: "Filters" }).isHidden())
        await page.getByText(/^Filters/).click();
    };
    await openFilters();
    const sources = page.getByRole("region", { name: "Traffic sources" });
    await expect(sources).toContainText("google (1)");
    await expect(sources).toContainText("linkedin (1)");
    await sources.getByRole("link", { name: "linkedin" }).click();
    await expect(page).toHaveURL(`${base}/admin?source=linkedin&campaign=${campaign}`);
    await expect(page.getByRole("link", { name: leadName, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: enquiryName, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      `/admin/export.csv?source=linkedin&campaign=${campaign}`,
    );

    // Each filter narrows the list, and stays in the URL.
    const filters = page.getByRole("form", { name: "Filters" });
    // Each applied filter closes the panel: it opens again for the next one.
    const apply = async (expected: string, absent: string) => {
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByRole("link", { name: expected, exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: absent, exact: true })).toHaveCount(0);
    };
    await openFilters();
    await filters.getByLabel("Source").fill("google");
    await apply(enquiryName, leadName);
    await expect(page).toHaveURL(/[?&]source=google(&|$)/);
    await openFilters();
    await filters.getByLabel("Source").fill("");
    await openFilters();
    await filters.getByLabel("Type").selectOption("lead");
    await apply(leadName, enquiryName);
    await openFilters();
    await filters.getByLabel("Type").selectOption("");
    await openFilters();
    await filters.getByLabel("Interest").selectOption("IT Training");
    await apply(enquiryName, leadName);
    await openFilters();
    await filters.getByLabel("Interest").selectOption("");
    await openFilters();
    await filters.getByLabel("Search").fill(`arun lead ${tag}`);
    await apply(leadName, enquiryName);
    await openFilters();
    await filters.getByLabel("Search").fill("");
    await openFilters();
    await filters.getByLabel("Status").selectOption("contacted");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No submissions match.")).toBeVisible();
    await openFilters();
    await filters.getByLabel("Status").selectOption("");
    await openFilters();
    await filters.getByLabel("From").fill("2099-01-01");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No submissions match.")).toBeVisible();
    await page.goto(`${base}/admin?campaign=${campaign}`);
    await expect(page.getByText("Showing 1–2 of 2, newest first.")).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);

    // The CSV: the columns, the attribution, a formula-looking name neutralised, only the filtered rows.
    const csv = await page.request.get(`${base}/admin/export.csv?type=enquiry&campaign=${campaign}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toMatch(
      /^attachment; filename="arivu-enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = await csv.text();
    expect(body.startsWith("\uFEFF")).toBe(true);
    const lines = body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Received (IST),Received (UTC),Type,Source,Name,Email,Phone,Interest,Course,Service,Subject,Message,Consent version,Consent given (UTC),Deliveries,Reference," +
        "Status,Traffic source,First landing page,First referrer,First seen,UTM source,UTM medium,UTM campaign,UTM term,UTM content,gclid,fbclid,msclkid,Landing page,Sent from page," +
        "Owner,Follow-up (IST),Last activity (UTC),Notes,Batch,Plan,Total (INR),Payment state,Payment id,Invoice number,Refunded (INR),Course wanted (Other)",
    );
    expect(lines[1]).toContain(
      // A course outside the catalogue is "Other"; its text ends the row, for sales.
      `,enquiry,contact-form,'=SUM(1+1) Priya ${tag},priya.test@example.in,'+91 98840 12345,IT Training,Other,`,
    );
    expect(lines[1]).toContain(
      '"Please share the fees and the next weekend batch, with commas, and ""quotes""."',
    );
    expect(lines[1]).toContain(
      `,new,google,/it-training?utm_source=google,https://www.google.com/,2026-11-01T04:00:00.000Z,google,cpc,${campaign},ccna course,,g-${tag},,,/it-training/programs,/contact`,
    );
    expect(lines[1]).toMatch(/,CCNA 200-301$/);
    expect(lines[1]).not.toContain(leadName);
    expect(lines).toHaveLength(3);
  });

  test("the detail shows every field; status and notes persist across a reload; quick actions and retry", async ({
    page,
    request,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `Kavya Detail ${tag}`;
    await seedEnquiry(request, {
      name,
      attribution: {
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: `nov-${tag}`,
        fbclid: `fb-${tag}`,
        firstReferrer: "https://mail.example.in/",
        page: "/contact",
      },
    });
    await signedIn(page, "203.0.113.50", `/admin?${new URLSearchParams({ q: name })}`);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry from ${name}`);
    for (const text of [
      "enquiry-notice-2026-11",
      "priya.test@example.in",
      "CCNA 200-301",
      "Please share the fees",
      `nov-${tag}`,
      `fb-${tag}`,
      "https://mail.example.in/",
    ]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    // The unreachable form service: its failure, the error, and Retry.
    const deliveries = page.getByRole("region", { name: "Deliveries" });
    await expect(deliveries).toContainText("Form service");
    await expect(deliveries).toContainText("Failed after 1 attempt");
    await expect(deliveries).toContainText("Last error:");
    await deliveries.getByRole("button", { name: "Retry failed deliveries" }).click();
    await expect(page.getByRole("status")).toHaveText("Failed deliveries are queued again.");

    // Quick actions.
    await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      "mailto:priya.test@example.in?subject=Re%3A%20your%20enquiry%20to%20Arivu%20Technologies",
    );
    await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/919884012345",
    );
    await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+919884012345");

    // Status and a note, then a reload: both are still there.
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Status saved.");
    // A blank note is refused under its field, which is marked invalid and keeps what was typed. The
    // form's schema, loaded when the field takes the focus, answers in the browser: nothing is sent.
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    const noteBox = page.getByRole("textbox", { name: "Note" });
    await noteBox.fill("   ");
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType("resource").some((e) => e.name.includes("detail-schema")),
        ),
      )
      .toBe(true);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(noteBox).toHaveAttribute("aria-invalid", "true");
    await expect(noteBox).toHaveAccessibleDescription("Write the note first.");
    await expect(noteBox).toHaveValue("   ");
    await expect(noteBox).toBeFocused();
    expect(posts).toEqual([]);
    const note = `Called back, wants the Saturday batch ${tag}`;
    await page.getByRole("textbox", { name: "Note" }).fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue("");
    await page.reload();
    await expect(page.getByLabel("Status")).toHaveValue("contacted");
    const timeline = page.getByRole("region", { name: "Notes and activity" }).getByRole("listitem");
    await expect(timeline.nth(0)).toContainText(note);
    await expect(timeline.nth(0)).toContainText(/Note · \d{2} \w{3} \d{4}, \d{2}:\d{2} IST/);
    // Who did it: the signed-in person's email.
    await expect(timeline.filter({ hasText: "Status changed to Contacted" })).toHaveCount(1);
    await expect(timeline.filter({ hasText: "Status changed to Contacted" })).toContainText(`· ${EMAIL}`);
    await expect(timeline.nth(0)).toContainText(`· ${EMAIL}`);
    expect((await axe(page).analyze()).violations).toEqual([]);

    // The list follows: the record is under Contacted now.
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await page
      .getByRole("navigation", { name: "Lists" })
      .getByRole("link", { name: /^Contacted/ })
      .click();
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

    // A lead's reply is about its service; a record without a phone has no WhatsApp or Call.
    const leadName = `Farhan Lead ${tag}`;
    await seedLead(request, { name: leadName, phone: "no phone given" });
    await page.goto(`${base}/admin?${new URLSearchParams({ q: leadName })}`);
    await page.getByRole("link", { name: leadName, exact: true }).click();
    await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      "mailto:arun.test@example.in?subject=Re%3A%20AI%20Solutions",
    );
    await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Call" })).toHaveCount(0);
  });

  test("spam is held in Spam with its reason; Not spam moves it to New; Delete erases it", async ({
    page,
    request,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const campaign = `spam-${tag}`;
    const spamName = `Quick Bot ${tag}`;
    const otherSpam = `Second Bot ${tag}`;
    await seedEnquiry(request, { name: spamName, attribution: { utmCampaign: campaign } }, 500);
    await seedEnquiry(request, { name: otherSpam, attribution: { utmCampaign: campaign } }, 500);
    await seedEnquiry(request, { name: `Real Person ${tag}`, attribution: { utmCampaign: campaign } });

    await signedIn(page, "203.0.113.60", `/admin?campaign=${campaign}`);
    const tabs = page.getByRole("navigation", { name: "Lists" });
    await expect(tabs.getByRole("link", { name: "All 1" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Spam 2" })).toBeVisible();
    await expect(page.getByRole("link", { name: spamName, exact: true })).toHaveCount(0);
    await tabs.getByRole("link", { name: "Spam 2" }).click();
    await expect(page).toHaveURL(`${base}/admin?status=spam&campaign=${campaign}`);
    await page.getByRole("link", { name: spamName, exact: true }).click();
    const held = page.getByRole("region", { name: "Held as spam" });
    await expect(held).toContainText("The form was sent within 3 seconds of opening it");
    await expect(page.getByRole("region", { name: "Deliveries" })).toContainText("Held back as spam");
    expect((await axe(page).analyze()).violations).toEqual([]);
    await held.getByRole("button", { name: "Not spam" }).click();
    await expect(page.getByRole("status")).toHaveText("Moved to New: its deliveries are queued now.");
    await expect(page.getByLabel("Status")).toHaveValue("new");
    await expect(page.getByRole("region", { name: "Deliveries" })).toContainText("Form service");
    await page.goto(`${base}/admin?status=new&campaign=${campaign}`);
    await expect(page.getByRole("link", { name: spamName, exact: true })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: "Spam 1" }),
    ).toBeVisible();

    // Delete: refused without the confirmation, then erased and logged without personal data.
    await page.goto(`${base}/admin?status=spam&campaign=${campaign}`);
    await page.getByRole("link", { name: otherSpam, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry from ${otherSpam}`);
    const detailUrl = page.url();
    const unconfirmed = await page.request.post(detailUrl, {
      form: { intent: "delete" },
      headers: { Origin: base },
    });
    expect(unconfirmed.status()).toBe(400);
    const forged = await page.request.post(detailUrl, {
      form: { intent: "delete", confirm: "yes" },
      headers: { Origin: "https://evil.example" },
    });
    expect(forged.status()).toBe(403);
    await page.getByLabel("Erase this record (erasure request)").check();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(`${base}/admin?notice=deleted`);
    await expect(page.getByRole("status").filter({ hasText: "erased" })).toHaveText("The record was erased.");
    await page.goto(`${base}/admin?status=spam&campaign=${campaign}`);
    await expect(page.getByText("No submissions match.")).toBeVisible();
    expect((await page.request.get(detailUrl, { maxRedirects: 0 })).status()).toBe(404);
    await expect
      .poll(() => server.output())
      .toMatch(/erasure: \S+ by info@arivutech\.in \d{4}-\d{2}-\d{2}T[\d:.]+Z/);
    expect(server.output()).not.toContain(otherSpam);
  });

  test("every action works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.70" },
    });
    const page = await context.newPage();
    const tag = randomUUID().slice(0, 8);
    const name = `No Script ${tag}`;
    await seedEnquiry(page.request, { name });
    await page.goto(`${base}/admin/login`);
    await signIn(page, PASSWORD);
    await expect(page).toHaveURL(`${base}/admin`);
    // Folded while no filter is set.
    await expect(page.getByRole("form", { name: "Filters" })).toBeHidden();
    await page.getByText("Filters", { exact: true }).click();
    await page.getByRole("form", { name: "Filters" }).getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("link", { name, exact: true }).click();
    await page.getByLabel("Status").selectOption("qualified");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Status saved.");
    await page.getByRole("textbox", { name: "Note" }).fill("Sent the brochure.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    await expect(page.getByLabel("Status")).toHaveValue("qualified");
    await expect(page.getByText("Sent the brochure.")).toBeVisible();
    // A refused field says why under itself, and the page comes back with what was typed.
    await page.goto(`${base}/admin/users`);
    const add = page.getByRole("region", { name: "Add a person" });
    await add.getByLabel("Email").fill(`short.${tag}@arivu-test.in`);
    await add.getByLabel("Name").fill("Short Password");
    await add.getByLabel("Initial password").fill("short");
    await add.getByRole("button", { name: "Add person" }).click();
    const password = add.getByLabel("Initial password");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(
      /^A password needs at least 8 characters\. At least 8/,
    );
    await expect(add.getByLabel("Email")).toHaveValue(`short.${tag}@arivu-test.in`);
    await expect(add.getByLabel("Name")).toHaveValue("Short Password");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${base}/admin/login`);
    await context.close();
  });

  test("at 390 px: rows are cards, nothing scrolls sideways, axe finds nothing", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tag = randomUUID().slice(0, 8);
    const name = `Mobile Check ${tag}`;
    await seedEnquiry(request, {
      name,
      email: `a.very.long.address.without.breaks.${tag}@example-training-company.in`,
      attribution: {
        utmCampaign: `m-${tag}`,
        firstReferrer: `https://www.example.in/${"long-path-segment-".repeat(8)}`,
      },
    });
    await signedIn(page, "203.0.113.80", `/admin?campaign=m-${tag}`);
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    await noHorizontalScroll(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry from ${name}`);
    await noHorizontalScroll(page);
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test("keyboard: a skip link, then the controls with a visible focus", async ({ page }) => {
    await signedIn(page, "203.0.113.90");
    await page.goto(`${base}/admin`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Lists" }).getByRole("link").first()).toBeFocused();
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).not.toBe("none");
  });

  test("signing out ends the session in the database, not just the cookie", async ({ page, browser }) => {
    // A session of its own: the one the other tests share must live on.
    await asClient(page, "203.0.113.100");
    await page.goto(`${base}/admin`);
    await signIn(page, PASSWORD);
    await expect(page).toHaveURL(`${base}/admin`);
    const isSession = (c: { name: string }) => c.name === "arivu.session_token";
    const session = (await page.context().cookies(`${base}/admin`)).find(isSession)!;
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${base}/admin/login`);
    await page.goto(`${base}/admin`);
    await expect(page).toHaveURL(`${base}/admin/login`);
    // Only the mark of a known browser stays (it signs no one in).
    const left = await page.context().cookies([`${base}/admin`, `${base}/admin.data`]);
    expect(left.map((c) => c.name)).toEqual(["arivu.known_device"]);
    // The old cookie, kept by someone, no longer opens the admin.
    const kept = await browser.newContext();
    await kept.addCookies([session]);
    const other = await kept.newPage();
    await other.goto(`${base}/admin`);
    await expect(other).toHaveURL(`${base}/admin/login`);
    await kept.close();
  });

  test("without SMTP, 'Forgot password?' says to ask an admin, and the sign-in pages pass axe at 1280 and 390 px", async ({
    page,
  }) => {
    test.slow(); // four axe passes
    await asClient(page, "203.0.113.110");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${base}/admin/login`);
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(`${base}/admin/forgot-password`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot password");
      await expect(
        page.getByText("Ask an admin of the sales inbox to set a new password for you."),
      ).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveCount(0);
      await noHorizontalScroll(page);
      expect((await axe(page).analyze()).violations).toEqual([]);
      await page.getByRole("link", { name: "Back to sign in" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
      await noHorizontalScroll(page);
      expect((await axe(page).analyze()).violations).toEqual([]);
    }
  });
});
