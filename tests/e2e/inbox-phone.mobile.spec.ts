import { randomUUID } from "node:crypto";
import { devices, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { startSmtpReceiver, type SmtpReceiver } from "#tests/fakes/smtp-receiver.ts";
import { formToken } from "#tests/form-tokens.ts";
import { expect, test, type SignedInState } from "./fixtures";
import { ownServer } from "./own-server";
import { axe } from "./axe";

// The sales inbox on a phone (390 x 844, a phone's browser): the Today list, cards worked with
// one tap, assignment by email through a real SMTP server on loopback.
const ADMIN = { email: "owner@arivu-test.in", password: "Mylapore-Admin-2026" };
const tag = randomUUID().slice(0, 6);
const PRIYA = { email: `priya.${tag}@arivu-test.in`, name: `Priya ${tag}`, password: "Adyar-Sales-2026" };
const ARUN = { email: `arun.${tag}@arivu-test.in`, name: `Arun ${tag}`, password: "Tambaram-Sales-2026" };

let smtp: SmtpReceiver;
let server: ReturnType<typeof ownServer>;
let priya: SignedInState;

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.beforeAll(async ({ signedInState, playwright }) => {
  smtp = await startSmtpReceiver();
  server = ownServer(97, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_FROM: "Arivu Website <website@arivu-test.in>",
    SITE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 97}`,
    TRUST_PROXY: "true",
    RATE_LIMIT_ENQUIRIES_PER_10_MIN: "1000",
    RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "100000",
    DAILY_DIGEST: "false",
  });
  await server.start();
  // Two salespeople, added by the admin on the people page's form.
  const admin = await playwright.request.newContext({
    storageState: await signedInState(server.base, ADMIN.email, ADMIN.password),
    extraHTTPHeaders: { Origin: server.base },
  });
  for (const p of [PRIYA, ARUN]) {
    const added = await admin.post(`${server.base}/admin/users`, {
      form: { intent: "add", email: p.email, name: p.name, role: "sales", password: p.password },
      maxRedirects: 0,
    });
    expect(added.status(), await added.text()).toBeLessThan(400);
  }
  await admin.dispose();
  priya = await signedInState(server.base, PRIYA.email, PRIYA.password);
});
test.afterAll(async () => {
  server?.stop();
  await smtp?.close();
});

/** An enquiry through the public API, as the contact form sends it. */
async function seed(request: APIRequestContext, fields: Record<string, unknown>) {
  const response = await request.post(`${server.base}/api/enquiries`, {
    data: {
      email: "visitor@example.in",
      phone: "98840 12345",
      interestType: "IT Training",
      courseInterest: "CCNA 200-301",
      message: "Please share the fees and the next weekend batch. I work on weekdays, so Saturday suits me.",
      idempotencyKey: randomUUID(),
      formIssuedAt: await formToken(server.dataDir(), 10_000),
      privacyVersion: "enquiry-notice-2026-11",
      company_website: "",
      ...fields,
    },
  });
  expect(await response.json()).toMatchObject({ ok: true });
}

/** The record's id, found by its name in the All list. */
async function idOf(page: Page, name: string) {
  await open(page, `/admin?view=all&q=${encodeURIComponent(name)}`);
  const href = await page.getByRole("link", { name, exact: true }).getAttribute("href");
  return href!.split("/").pop()!;
}

/** Posts one of the record page's forms, as the page does. */
async function post(page: Page, id: string, form: Record<string, string>) {
  const response = await page.request.post(`${server.base}/admin/submissions/${id}`, {
    form,
    headers: { Origin: server.base },
    maxRedirects: 0,
  });
  expect(response.status()).toBeLessThan(400);
}

/** Opens a page and wakes it, as a first touch does (tests/e2e/fixtures.ts). */
async function open(page: Page, path: string) {
  await page.goto(`${server.base}${path}`);
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function asPriya(browser: Browser, path = "/admin") {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
  });
  await context.addCookies(priya.cookies);
  const page = await context.newPage();
  await open(page, path);
  return page;
}

const card = (page: Page, name: string) =>
  page.getByRole("list", { name: "Records" }).getByRole("listitem").filter({ hasText: name });

test("a salesperson signs in on a phone and lands on Today, which shows a follow-up due now", async ({
  page,
  request,
}) => {
  const due = `Due Follow-up ${tag}`;
  const later = `Later Follow-up ${tag}`;
  await seed(request, { name: due });
  await seed(request, { name: later });
  await page.context().addCookies(priya.cookies);
  const dueId = await idOf(page, due);
  const laterId = await idOf(page, later);
  // Both called already (so neither is new); one is to be called back an hour ago, one next year.
  const inIst = (ms: number) => new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 16);
  for (const [id, at] of [
    [dueId, inIst(-3600_000)],
    [laterId, inIst(365 * 86_400_000)],
  ]) {
    await post(page, id, { intent: "set-status", status: "contacted" });
    await post(page, id, { intent: "follow-up", followUp: at });
  }
  await page.context().clearCookies();

  // Signing in through the page lands on Today.
  await open(page, "/admin");
  await page.getByLabel("Email").fill(PRIYA.email);
  await page.getByLabel("Password").fill(PRIYA.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${server.base}/admin`);
  const lists = page.getByRole("navigation", { name: "Lists" });
  await expect(lists.getByRole("link", { name: /^Today \d+$/ })).toHaveAttribute("aria-current", "page");
  await expect(card(page, due)).toContainText(/Follow up \d{2} \w{3} \d{4}, \d{2}:\d{2} IST/);
  await expect(card(page, due)).toContainText("Contacted");
  await expect(card(page, later)).toHaveCount(0);
  // The same record on the record's page, with its follow-up in the form.
  await card(page, due).getByRole("link", { name: due, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry from ${due}`);
  await expect(page.getByLabel("Follow up on (IST)")).not.toHaveValue("");
});

test("assigning a record to another salesperson emails them a link to it", async ({ browser, request }) => {
  const name = `Assigned Lead ${tag}`;
  await seed(request, { name });
  const page = await asPriya(browser, `/admin?view=all&q=${encodeURIComponent(name)}`);
  await card(page, name).getByRole("link", { name, exact: true }).click();
  await page.getByLabel("Owner").selectOption({ label: ARUN.name });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Owner saved.");
  await expect(page.getByLabel("Owner")).toHaveValue(/.+/);
  const timeline = page.getByRole("region", { name: "Notes and activity" }).getByRole("listitem");
  await expect(timeline.first()).toContainText(`Assigned to ${ARUN.name}`);
  await expect(timeline.first()).toContainText(PRIYA.email);

  const toArun = () =>
    smtp.messages.filter((m) => JSON.stringify(m.to).includes(ARUN.email) && m.subject?.includes(name));
  await expect.poll(() => toArun().length, { timeout: 15_000 }).toBe(1);
  const mail = toArun()[0];
  expect(mail.subject).toBe(`Assigned to you: enquiry from ${name}`);
  expect(mail.text).toContain(`${PRIYA.email} gave you the enquiry from ${name}`);
  expect(mail.text).toContain(`${server.base}${new URL(page.url()).pathname}`);
  // Arun sees it in Mine.
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(card(page, name)).toContainText(ARUN.name);
  await page.context().close();
});

test("one tap marks a record contacted, and Undo within 10 s puts it back", async ({ browser, request }) => {
  const name = `One Tap ${tag}`;
  await seed(request, { name });
  const page = await asPriya(browser);
  await expect(card(page, name)).toContainText("New");
  await card(page, name)
    .getByRole("button", { name: `Mark contacted: ${name}` })
    .click();
  const toast = page.getByText(`${name}: Contacted`);
  await expect(toast).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText(`Undone: ${name}: New`)).toBeVisible();
  await expect(card(page, name)).toContainText("New");
  await card(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page.getByLabel("Status")).toHaveValue("new");
  const timeline = page.getByRole("region", { name: "Notes and activity" }).getByRole("listitem");
  await expect(timeline.nth(0)).toContainText("Status changed to New");
  await expect(timeline.nth(1)).toContainText("Status changed to Contacted");

  // The offer to undo goes after 10 s.
  await page.clock.install();
  await page.getByRole("button", { name: "Mark contacted" }).click();
  await expect(page.getByText(`${name}: Contacted`)).toBeVisible();
  await page.clock.runFor(10_500);
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await page.context().close();
});

test("a tap anywhere on a card opens the record", async ({ browser, request }) => {
  const name = `Whole Card ${tag}`;
  await seed(request, { name });
  const page = await asPriya(browser, `/admin?view=all&q=${encodeURIComponent(name)}`);
  const box = (await card(page, name).boundingBox())!;
  // Low on the card, on the message preview, far from the name.
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height - 10);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry from ${name}`);
  await page.context().close();
});

test("WhatsApp is offered for a mobile (98840...) and not for a Chennai landline (044...); both can be called", async ({
  browser,
  request,
}) => {
  const mobile = `Mobile Number ${tag}`;
  const landline = `Landline Number ${tag}`;
  await seed(request, { name: mobile, phone: "98840 12345" });
  await seed(request, { name: landline, phone: "044 4850 2700" });
  const page = await asPriya(browser, `/admin?view=all&q=${encodeURIComponent(`number ${tag}`)}`);
  await expect(card(page, mobile).getByRole("link", { name: `WhatsApp ${mobile}` })).toHaveAttribute(
    "href",
    "https://wa.me/919884012345",
  );
  await expect(card(page, landline).getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
  await expect(card(page, landline).getByRole("link", { name: `Call ${landline}` })).toHaveAttribute(
    "href",
    "tel:+914448502700",
  );
  await card(page, landline).getByRole("link", { name: landline, exact: true }).click();
  await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "044 4850 2700" })).toHaveAttribute(
    "href",
    "tel:+914448502700",
  );
  await expect(page.getByRole("link", { name: "visitor@example.in" })).toHaveAttribute(
    "href",
    "mailto:visitor@example.in",
  );
  await page.context().close();
});

test("one screen shows six or more records; every tap target is at least 44 x 44 px; tabs and filters do not move the list", async ({
  browser,
  request,
}) => {
  for (let i = 0; i < 8; i++) await seed(request, { name: `Screenful ${i} ${tag}` });
  const page = await asPriya(browser);
  const viewport = page.viewportSize()!;
  expect(viewport).toEqual({ width: 390, height: 844 });
  const fullyVisible = await page
    .getByRole("list", { name: "Records" })
    .getByRole("listitem")
    .evaluateAll(
      (items, height) =>
        items.filter((li) => {
          const r = li.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= height;
        }).length,
      viewport.height,
    );
  console.log(`Records fully visible on one 390x844 screen: ${fullyVisible}`);
  await page.screenshot({ path: test.info().outputPath("today-390x844.png") });
  expect(fullyVisible).toBeGreaterThanOrEqual(6);

  /** The smallest visible control on the page, and any under 44 px. */
  const targets = () =>
    page.evaluate(() => {
      const controls = [...document.querySelectorAll("a[href], button, summary, select, input, textarea")];
      const sizes = controls
        .filter(
          (el) =>
            (el as HTMLInputElement).type !== "hidden" && el.checkVisibility({ visibilityProperty: true }),
        )
        .map((el) => {
          // A card's name link covers the card (its ::after): the card is what is tapped. A
          // checkbox is ticked by tapping its label.
          const covers = getComputedStyle(el, "::after").position === "absolute";
          const label =
            (el as HTMLInputElement).type === "checkbox" ? (el as HTMLInputElement).labels?.[0] : null;
          return { el, r: (covers ? el.closest("li")! : (label ?? el)).getBoundingClientRect() };
        })
        // The skip link waits off screen until it has the focus.
        .filter(({ r }) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.left >= 0)
        .map(({ el, r }) => ({
          name: (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName).trim().slice(0, 40),
          width: Math.round(r.width),
          height: Math.round(r.height),
        }));
      return {
        smallest: sizes.reduce((a, b) => (Math.min(b.width, b.height) < Math.min(a.width, a.height) ? b : a)),
        under44: sizes.filter((s) => s.width < 44 || s.height < 44),
      };
    });
  const list = await targets();
  console.log("Smallest tap target on the list:", list.smallest);
  expect(list.under44).toEqual([]);

  // The list starts at the same height on every tab, and with the filters open over it.
  const top = () =>
    page.getByRole("list", { name: "Records" }).evaluate((ul) => ul.getBoundingClientRect().top);
  const start = await top();
  await page.getByText("Filters", { exact: true }).click();
  await expect(page.getByRole("form", { name: "Filters" })).toBeVisible();
  expect(await top()).toBe(start);
  const filtersOpen = await targets();
  expect(filtersOpen.under44).toEqual([]);
  await page.getByText("Filters", { exact: true }).click();
  await page.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: /^All / }).click();
  await expect(page).toHaveURL(/view=all/);
  expect(await top()).toBe(start);

  await card(page, `Screenful 0 ${tag}`)
    .getByRole("link", { name: `Screenful 0 ${tag}`, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry from Screenful 0 ${tag}`);
  const record = await targets();
  console.log("Smallest tap target on a record:", record.smallest);
  expect(record.under44).toEqual([]);
  // Actions and notes come before the details; the attribution is folded.
  const order = await page.evaluate(() =>
    ["Pipeline", "Notes and activity", "Details", "Where they came from"].map(
      (t) =>
        [...document.querySelectorAll("h2")].find((h) => h.textContent === t)!.getBoundingClientRect().top,
    ),
  );
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await expect(page.getByText("Traffic source")).toBeHidden();
  await page.getByText("Where they came from").click();
  await expect(page.getByText("Traffic source")).toBeVisible();
  await page.context().close();
});

test("a record held as spam offers no reply, call or WhatsApp", async ({ browser, request }) => {
  const name = `Spam Bot ${tag}`;
  const response = await request.post(`${server.base}/api/enquiries`, {
    data: {
      name,
      email: "bot@example.in",
      phone: "98840 12345",
      interestType: "Other",
      message: "Buy followers",
      idempotencyKey: randomUUID(),
      formIssuedAt: await formToken(server.dataDir(), 500),
      privacyVersion: "enquiry-notice-2026-11",
      company_website: "",
    },
  });
  expect(await response.json()).toMatchObject({ ok: true });
  const page = await asPriya(browser, `/admin?status=spam&q=${encodeURIComponent(name)}`);
  await expect(card(page, name)).toContainText("Spam");
  await expect(card(page, name).getByRole("link", { name: /WhatsApp|Call/ })).toHaveCount(0);
  await card(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("region", { name: "Held as spam" })).toBeVisible();
  for (const link of ["Reply by email", "Chat on WhatsApp", "Call", "bot@example.in", "98840 12345"])
    await expect(page.getByRole("link", { name: link })).toHaveCount(0);
  await page.context().close();
});

test("every inbox page passes axe and works by keyboard, at 390 and at 1280 px", async ({ browser }) => {
  test.slow();
  const page = await asPriya(browser);
  const id = await idOf(page, `Screenful 1 ${tag}`);
  const pages = [
    "/admin",
    "/admin?view=mine",
    "/admin?view=all",
    "/admin?status=spam",
    `/admin/submissions/${id}`,
  ];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of pages) {
      await open(page, path);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      const { violations } = await axe(page).analyze();
      expect(violations, `${path} at ${width} px`).toEqual([]);
    }
    // Keyboard: from the skip link to a card's link, Enter opens the record; there, Tab reaches the one-tap buttons.
    await open(page, "/admin?view=all");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    const first = page
      .getByRole("list", { name: "Records" })
      .getByRole("listitem")
      .first()
      .getByRole("link")
      .first();
    for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    // The focus ring is drawn around the whole card (the link's ::after covers it).
    expect(
      await page.evaluate(() => getComputedStyle(document.activeElement!, "::after").outlineStyle),
    ).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Enquiry from");
    const contacted = page.getByRole("button", { name: "Mark contacted" });
    for (let i = 0; i < 30 && !(await contacted.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(contacted).toBeFocused();
  }
  await page.context().close();
});
