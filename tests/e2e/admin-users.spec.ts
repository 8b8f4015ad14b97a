import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { formToken } from "#tests/form-tokens.ts";
import { expect, test, type SignedInState } from "./fixtures";
import { ownServer } from "./own-server";
import { axe } from "./axe";

// People with their own sign-in: an admin from ADMIN_EMAIL and ADMIN_PASSWORD, sales people
// added on /admin/users, password links emailed through a real SMTP server on loopback.
const ADMIN = { email: "owner@arivu-test.in", password: "Anna-Nagar-2026" };
const LAST_ADMIN = "There must always be an admin: make someone else an admin first.";

let smtp: SmtpReceiver;
let server: ReturnType<typeof ownServer>;
/** The admin's session (signed in once a worker): signing in itself is tested with the others. */
let adminSession: SignedInState;

// Most tests sign in (a deliberate password hash) once or more, some also scan for accessibility at
// two widths: up to 17 s each on an idle 2-core machine and 38 s with two workers, near the default.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.beforeAll(async ({ signedInState }) => {
  smtp = await startSmtpReceiver();
  server = ownServer(85, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_FROM: "Arivu Website <website@arivu-test.in>",
    // The emailed links point here.
    SITE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 85}`,
    // Each person below is their own client, so no test meets another's sign-in lockout.
    TRUST_PROXY: "true",
    RATE_LIMIT_ENQUIRIES_PER_10_MIN: "100",
  });
  await server.start();
  adminSession = await signedInState(server.base, ADMIN.email, ADMIN.password);
});
test.afterAll(async () => {
  server.stop();
  await smtp.close();
});

let clients = 0;
/** A browser of its own (cookies, client address) for one person. */
async function person(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${++clients}` },
  });
  return context.newPage();
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${server.base}${path}`);
  // The first key press wakes the page, as a visitor's first touch does (tests/e2e/fixtures.ts).
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

async function signIn(page: Page, email: string, password: string) {
  await open(page, "/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signedIn(browser: Browser, email: string, password: string) {
  const page = await person(browser);
  await signIn(page, email, password);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  return page;
}

/** The admin, already signed in, on `path`. */
async function adminOn(browser: Browser, path: string) {
  const page = await person(browser);
  await page.context().addCookies(adminSession.cookies);
  await open(page, path);
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
  return page;
}

/** The link of the last password email sent to `to`. */
async function emailedLink(to: string) {
  const mails = () =>
    smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);
  await expect.poll(() => mails().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const mail = mails().at(-1)!;
  expect(mail.subject).toBe("Set your password for the Arivu sales inbox");
  const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/reset-password\?token=\S+/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeDefined();
  return link!;
}

const axeClean = async (page: Page) => expect((await axe(page).analyze()).violations).toEqual([]);
const noHorizontalScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

/** Checks the page at 1280 and at 390 px, then leaves it at 1280. */
async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await noHorizontalScroll(page);
    await axeClean(page);
  }
}

const tag = randomUUID().slice(0, 6);
const sales = { email: `kavya.${tag}@arivu-test.in`, name: "Kavya S", password: "Velachery-2026" };
const invited = { email: `meena.${tag}@arivu-test.in`, name: "Meena R" };

test("an admin adds a sales person, who signs in and gets a 403 on People, with no link to it", async ({
  browser,
}) => {
  const admin = await adminOn(browser, "/admin");
  await admin
    .getByRole("navigation", { name: "Staff sections" })
    .getByRole("link", { name: "People" })
    .click();
  await expect(admin).toHaveURL(`${server.base}/admin/users`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("People");
  await expect(
    admin.getByRole("row", { name: new RegExp(`${ADMIN.email} \\(you\\) Administrator Admin`) }),
  ).toBeVisible();
  // Nobody removes themselves.
  await expect(admin.getByRole("button", { name: `Remove ${ADMIN.email}` })).toHaveCount(0);

  const add = admin.getByRole("region", { name: "Add a person" });
  await add.getByLabel("Email").fill(sales.email);
  await add.getByLabel("Name").fill(sales.name);
  await add.getByLabel("Role").selectOption("sales");
  await add.getByLabel("Initial password").fill(sales.password);
  await add.getByRole("button", { name: "Add person" }).click();
  await expect(admin.getByRole("status")).toHaveText("Added. They can sign in with the password you set.");
  const row = admin.getByRole("row", { name: new RegExp(sales.email) });
  await expect(row).toContainText(sales.name);
  await expect(row).toContainText("Sales");
  await expect(row).toContainText(/IST/);
  await axeAtBothWidths(admin);
  // The audit log names who did it.
  await expect
    .poll(() => server.output())
    .toContain(`people: added ${sales.email} as sales by ${ADMIN.email}`);

  // The same email again is refused, plainly.
  await add.getByLabel("Email").fill(sales.email.toUpperCase());
  await add.getByLabel("Name").fill("Someone else");
  await add.getByLabel("Initial password").fill("Another-pass-1");
  await add.getByRole("button", { name: "Add person" }).click();
  await expect(add.getByRole("alert")).toHaveText(`${sales.email} already has an account.`);

  const kavya = await signedIn(browser, sales.email, sales.password);
  await expect(kavya).toHaveURL(`${server.base}/admin`);
  await expect(kavya.getByRole("link", { name: "People" })).toHaveCount(0);
  const refused = await open(kavya, "/admin/users");
  expect(refused?.status()).toBe(403);
  await expect(kavya.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
  await expect(kavya.getByRole("alert")).toHaveText("Only an admin can manage people.");
  await kavya.context().close();
  await admin.context().close();
});

test("roles change at once; the last admin stays an admin; removing someone ends their session", async ({
  browser,
}) => {
  const admin = await adminOn(browser, "/admin/users");
  const own = admin.getByRole("row", { name: new RegExp(`${ADMIN.email} \\(you\\)`) });
  await own.getByLabel(`Role of ${ADMIN.email}`).selectOption("sales");
  await own.getByRole("button", { name: `Save role of ${ADMIN.email}` }).click();
  await expect(own.getByRole("alert")).toHaveText(LAST_ADMIN);

  const other = { email: `ravi.${tag}@arivu-test.in`, password: "Tambaram-2026" };
  const add = admin.getByRole("region", { name: "Add a person" });
  await add.getByLabel("Email").fill(other.email);
  await add.getByLabel("Name").fill("Ravi K");
  await add.getByLabel("Initial password").fill(other.password);
  await add.getByRole("button", { name: "Add person" }).click();
  await expect(admin.getByRole("status")).toHaveText("Added. They can sign in with the password you set.");

  const ravi = await signedIn(browser, other.email, other.password);
  await expect(ravi.getByRole("link", { name: "People" })).toHaveCount(0);
  const row = admin.getByRole("row", { name: new RegExp(other.email) });
  await row.getByLabel(`Role of ${other.email}`).selectOption("admin");
  await row.getByRole("button", { name: `Save role of ${other.email}` }).click();
  await expect(admin.getByRole("status")).toHaveText("Role saved.");
  await ravi.reload();
  await expect(ravi.getByRole("link", { name: "People" })).toBeVisible();

  await admin.getByRole("button", { name: `Remove ${other.email}` }).click();
  await expect(admin.getByRole("status")).toHaveText("Removed. Their sessions have ended.");
  await expect(admin.getByRole("row", { name: new RegExp(other.email) })).toHaveCount(0);
  await ravi.reload();
  await expect(ravi).toHaveURL(/\/admin\/login/);
  await ravi.context().close();
  await admin.context().close();
});

test("someone added without a password sets one from the emailed link", async ({ browser }) => {
  const admin = await adminOn(browser, "/admin/users");
  const add = admin.getByRole("region", { name: "Add a person" });
  await expect(add.getByText("Leave it empty to email them a link to set their own.")).toBeVisible();
  await add.getByLabel("Email").fill(invited.email);
  await add.getByLabel("Name").fill(invited.name);
  await add.getByRole("button", { name: "Add person" }).click();
  await expect(admin.getByRole("status")).toContainText("We emailed them a link to set their password");
  await admin.context().close();

  const link = await emailedLink(invited.email);
  const meena = await person(browser);
  await meena.goto(link);
  await expect(meena.getByRole("heading", { level: 1 })).toHaveText("Set a new password");
  await axeAtBothWidths(meena);
  await meena.getByLabel("New password", { exact: true }).fill("Mylapore-2026");
  await meena.getByLabel("New password again").fill("Mylapore-2026");
  await meena.getByRole("button", { name: "Set password" }).click();
  await expect(meena).toHaveURL(`${server.base}/admin/login?notice=password-set`);
  await expect(meena.getByRole("status")).toHaveText("Your new password is set. Sign in with it.");
  await meena.getByLabel("Email").fill(invited.email);
  await meena.getByLabel("Password").fill("Mylapore-2026");
  await meena.getByRole("button", { name: "Sign in" }).click();
  await expect(meena.getByText(`Signed in as ${invited.email}`)).toBeVisible();
  await meena.context().close();
});

test("'Forgot password?' emails a link; the new password works, the old one and the used link do not", async ({
  browser,
}) => {
  const page = await person(browser);
  await open(page, "/admin/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot password");
  await axeAtBothWidths(page);

  // An address without an account gets the same answer, and no email.
  const sent =
    "If that address has an account, we have emailed it a link to set a new password. The link works for 1 hour.";
  await page.getByLabel("Email").fill(`nobody.${tag}@arivu-test.in`);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(sent);
  await open(page, "/admin/forgot-password");
  await page.getByLabel("Email").fill(sales.email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(sent);
  await axeAtBothWidths(page);

  const link = await emailedLink(sales.email);
  expect(smtp.messages.some((m) => JSON.stringify(m.to).includes(`nobody.${tag}`))).toBe(false);
  // Live, as the rest of this test: the same form sent before the page is live posts as HTML.
  await open(page, link.slice(server.base.length));
  await page.getByLabel("New password", { exact: true }).fill("Saidapet-2027");
  await page.getByLabel("New password again").fill("Saidapet-2028");
  await page.getByRole("button", { name: "Set password" }).click();
  // Said under the second field, which keeps what was typed.
  const confirm = page.getByLabel("New password again");
  await expect(confirm).toHaveAccessibleDescription("The two passwords are not the same.");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toHaveValue("Saidapet-2028");
  await page.getByLabel("New password", { exact: true }).fill("Saidapet-2027");
  await page.getByLabel("New password again").fill("Saidapet-2027");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your new password is set. Sign in with it.");

  await signIn(page, sales.email, sales.password);
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");
  await signIn(page, sales.email, "Saidapet-2027");
  await expect(page.getByText(`Signed in as ${sales.email}`)).toBeVisible();
  sales.password = "Saidapet-2027";

  const again = await person(browser);
  await open(again, link.slice(server.base.length));
  await again.getByLabel("New password", { exact: true }).fill("Another-pass-9");
  await again.getByLabel("New password again").fill("Another-pass-9");
  await again.getByRole("button", { name: "Set password" }).click();
  await expect(again.getByRole("alert")).toHaveText(
    "This link has expired or was already used. Ask for a new one below.",
  );
  await again.context().close();
  await page.context().close();
});

test("the activity shows who changed a status: the signed-in person's email", async ({ browser }) => {
  const name = `Actor Check ${tag}`;
  const seeded = await fetch(`${server.base}/api/enquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name,
      email: "visitor.test@example.in",
      interestType: "IT Training",
      message: "Please share the next batch dates.",
      idempotencyKey: randomUUID(),
      formIssuedAt: await formToken(server.dataDir()),
      privacyVersion: "enquiry-notice-2026-11",
    }),
  });
  expect(seeded.status).toBe(200);
  const kavya = await signedIn(browser, sales.email, sales.password);
  await open(kavya, `/admin?${new URLSearchParams({ q: name })}`);
  await kavya.getByRole("link", { name }).click();
  await expect(kavya.getByRole("heading", { level: 1 })).toHaveText(`Enquiry from ${name}`);
  await kavya.getByLabel("Status").selectOption("qualified");
  await kavya.getByRole("button", { name: "Save" }).click();
  await expect(kavya.getByRole("status")).toHaveText("Status saved.");
  const entry = kavya
    .getByRole("region", { name: "Notes and activity" })
    .getByRole("listitem")
    .filter({ hasText: "Status changed to Qualified" });
  await expect(entry).toContainText(`· ${sales.email}`);
  await kavya.context().close();
});
