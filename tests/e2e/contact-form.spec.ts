import { PRIVACY_NOTICE_VERSION } from "#common/enquiry/enquiry-fields.ts";
import { allCourses } from "#app/content/courses.ts";
import { expect, test } from "./fixtures";
import { ownServer } from "./own-server";
import { formToken } from "#tests/form-tokens.ts";
import {
  ageFormToken,
  countStored,
  fillValid,
  form,
  storedConsent,
  openForm,
  send,
  sharedDataDir,
  spamReasons,
  uniqueName,
  waitForFillTime,
} from "./contact-form.helpers";

const SERVER_ERROR =
  "Oops! Something went wrong on the server. Please try again or contact our support team.";
const success = (interest: string) =>
  `Message sent successfully! We'll get back to you soon regarding your ${interest} enquiry.`;

test.describe("contact form with JavaScript", () => {
  test("shows the course field only for IT Training, and a link preselects interest and course", async ({
    page,
  }) => {
    const course = allCourses()[0].name;
    const f = await openForm(page, `/contact?interest=IT%20Training&course=${encodeURIComponent(course)}`);
    await expect(f.getByLabel("Area of interest")).toHaveValue("IT Training");
    await expect(f.getByLabel("Course of interest (optional)")).toHaveValue(course);
    // A choice of the catalogue's courses or Other; only Other shows a text field.
    await expect(f.getByLabel("Which course? (optional)")).toBeHidden();
    await f.getByLabel("Course of interest (optional)").selectOption("Other");
    await expect(f.getByLabel("Which course? (optional)")).toBeVisible();
    await f.getByLabel("Course of interest (optional)").selectOption(course);
    await expect(f.getByLabel("Which course? (optional)")).toBeHidden();
    await f.getByLabel("Area of interest").selectOption("Other");
    await expect(f.getByLabel("Course of interest (optional)")).toBeHidden();

    await page.goto("/contact?interest=AI%20Solutions");
    await expect(form(page).getByLabel("Area of interest")).toHaveValue("AI Solutions");
    await expect(form(page).getByLabel("Course of interest (optional)")).toBeHidden();
  });

  // The action's own errors (the rate limit, say) show its text: "rate limits" below.
  test("a failure that is not the action's answer (a proxy's 502, a 500) shows the generic text and keeps the values", async ({
    page,
  }) => {
    const f = await openForm(page);
    await fillValid(page, uniqueName());
    await page.route("**/contact.data", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await send(page);
    await expect(f.getByRole("alert")).toHaveText(SERVER_ERROR);
    await expect(f.getByLabel("Message")).toHaveValue("Please share the fees and next batch dates.");

    await page.unroute("**/contact.data");
    await page.route("**/contact.data", (route) =>
      route.fulfill({ status: 500, json: { ok: false, error: "ignored" } }),
    );
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(f.getByRole("alert")).toHaveText(SERVER_ERROR);
    await expect(f.getByLabel("Full name")).not.toHaveValue("");
  });

  test("a double click stores one record", async ({ page }) => {
    const name = uniqueName("Arun");
    const f = await openForm(page);
    await fillValid(page, name);
    await ageFormToken(page);
    await f.getByRole("button", { name: "Send Message" }).dblclick();
    await expect(f.getByRole("status")).toHaveText(success("AI Solutions"));
    expect(countStored(name)).toBe(1);
  });

  test("a filled honeypot looks sent to the bot and is kept as spam", async ({ page }) => {
    const name = uniqueName("Bot");
    const f = await openForm(page);
    await fillValid(page, name);
    const trap = f.locator('input[name="company_website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await trap.fill("https://cheap-seo.example", { force: true });
    await send(page);
    await expect(f.getByRole("status")).toHaveText(success("AI Solutions"));
    expect(countStored(name)).toBe(0);
    expect(spamReasons(name)).toEqual(["honeypot"]);
  });

  test("the form is part of the contact section on /introduction too", async ({ page }) => {
    const name = uniqueName("Divya");
    const f = await openForm(page, "/introduction");
    await fillValid(page, name, "Other");
    await send(page);
    await expect(f.getByRole("status")).toHaveText(success("Other"));
    expect(countStored(name)).toBe(1);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the /contact route action and shows the success message; the course field and Other's text still appear", async ({
    page,
  }) => {
    const name = uniqueName("Senthil");
    await page.goto("/contact");
    const f = form(page);
    await expect(f.getByLabel("Course of interest (optional)")).toBeHidden();
    await fillValid(page, name, "IT Training");
    await expect(f.getByLabel("Course of interest (optional)")).toBeVisible();
    await expect(f.getByLabel("Which course? (optional)")).toBeHidden();
    await f.getByLabel("Course of interest (optional)").selectOption("Other");
    await f.getByLabel("Which course? (optional)").fill("AWS Solutions Architect");
    // A person's typing time, in real time: the server turns away forms sent within 3 s of the page
    // being served, by the token served with it. The other tests back-date the token instead.
    await waitForFillTime(page);
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact#enquiry$/);
    await expect(form(page).getByRole("status")).toHaveText(success("IT Training"));
    await expect(form(page).getByLabel("Full name")).toHaveValue("");
    expect(countStored(name)).toBe(1);
    expect(storedConsent(name)).toMatchObject({
      course_interest: "Other",
      course_other: "AWS Solutions Architect",
    });
  });

  test("shows the same field messages and keeps the typed values", async ({ page }) => {
    const name = uniqueName("Senthil");
    await page.goto("/contact");
    await fillValid(page, name, "IT & Digital Services");
    await form(page).getByLabel("Email address").fill("senthil@");
    await form(page).getByLabel("Message").fill("Hosting?");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const f = form(page);
    await expect(f.getByLabel("Email address")).toHaveAccessibleDescription("Email address is invalid.");
    await expect(f.getByLabel("Message")).toHaveAccessibleDescription(
      "Message must be at least 10 characters.",
    );
    await expect(f.getByLabel("Full name")).toHaveValue(name);
    await expect(f.getByLabel("Email address")).toHaveValue("senthil@");
    await expect(f.getByLabel("Area of interest")).toHaveValue("IT & Digital Services");
    await expect(f.getByLabel("Message")).toHaveValue("Hosting?");
    expect(countStored(name)).toBe(0);
  });

  test("a form posted within 3 s of the page being served looks sent to the bot and is kept as spam", async ({
    page,
  }) => {
    const name = uniqueName("Bot");
    // A bot that fetches the page and posts its form straight away.
    const html = await (await page.request.get("/contact")).text();
    const token = /name="formIssuedAt" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(token).toMatch(/^\d+\.[\w-]{16}\.[\w-]{43}$/);
    const response = await page.request.post("/contact", {
      form: {
        name,
        email: "bot@example.in",
        interestType: "AI Solutions",
        message: "Cheap backlinks for your website, best price.",
        privacyVersion: PRIVACY_NOTICE_VERSION,
        company_website: "",
        formIssuedAt: token,
      },
    });
    expect(response.status()).toBe(200);
    expect((await response.text()).replaceAll("&#x27;", "'")).toContain(success("AI Solutions"));
    expect(countStored(name)).toBe(0);
    expect(spamReasons(name)).toEqual(["fast-fill"]);
  });

  test("a forged or missing form token looks sent to the bot and is kept as spam, however long the fill took", async ({
    page,
  }) => {
    const names = [uniqueName("Bot"), uniqueName("Bot")];
    for (const [i, forged] of [`${Date.now() - 60_000}.${"A".repeat(43)}`, null].entries()) {
      await page.goto("/contact");
      const token = form(page).locator('input[name="formIssuedAt"]');
      await expect(token).toHaveValue(/^\d+\.[\w-]{16}\.[\w-]{43}$/);
      await fillValid(page, names[i]);
      await token.evaluate(
        (el: HTMLInputElement, value) => (value === null ? el.remove() : (el.value = value)),
        forged,
      );
      // No wait: the forged token already says a minute, and without one there is no fill time at all.
      await form(page).getByRole("button", { name: "Send Message" }).click();
      await expect(form(page).getByRole("status")).toHaveText(success("AI Solutions"));
    }
    expect(names.map((n) => countStored(n))).toEqual([0, 0]);
    expect(names.map((n) => spamReasons(n))).toEqual([["form-token"], ["form-token"]]);
  });

  test("a form shown again with field errors keeps its start time, also when rendered per request for a link", async ({
    page,
  }) => {
    const name = uniqueName("Kavya");
    await page.goto("/contact?interest=IT%20Training");
    const f = form(page);
    await expect(f.getByLabel("Area of interest")).toHaveValue("IT Training");
    await fillValid(page, name, "IT Training");
    await f.getByLabel("Email address").fill("kavya@");
    // A person's typing time: the start time the answer must keep.
    await ageFormToken(page);
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByLabel("Email address")).toHaveAccessibleDescription(
      "Email address is invalid.",
    );
    // Corrected at once: the fill time still counts from the first view of the form.
    await form(page).getByLabel("Email address").fill("kavya@example.in");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByRole("status")).toHaveText(success("IT Training"));
    expect(countStored(name)).toBe(1);
  });

  test("the form on /introduction sends after a person's typing time too", async ({ page }) => {
    const name = uniqueName("Divya");
    await page.goto("/introduction");
    await fillValid(page, name, "Other");
    await ageFormToken(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact#enquiry$/);
    await expect(form(page).getByRole("status")).toHaveText(success("Other"));
    expect(countStored(name)).toBe(1);
  });
});

test.describe("POST /api/enquiries", () => {
  const body = (name: string, key: string, token: string) => ({
    name,
    email: "meena@example.in",
    interestType: "AI Solutions",
    message: "We want a chatbot for our service desk.",
    idempotencyKey: key,
    formIssuedAt: token,
    privacyVersion: PRIVACY_NOTICE_VERSION,
  });

  test("a resubmission with the same key stores one record; the same token with another key is kept as spam", async ({
    request,
  }) => {
    const name = uniqueName("Meena");
    const key = crypto.randomUUID();
    const token = await formToken(sharedDataDir);
    const [a, b] = await Promise.all([
      request.post("/api/enquiries", { data: body(name, key, token) }),
      request.post("/api/enquiries", { data: body(name, key, token) }),
    ]);
    expect([a.status(), b.status()]).toEqual([200, 200]);
    const retry = await request.post("/api/enquiries", { data: body(name, key, token) });
    expect(await retry.json()).toEqual({ ok: true, interest: "AI Solutions" });
    expect(countStored(name)).toBe(1);
    expect(spamReasons(name)).toEqual([]);

    const copy = uniqueName("Meena");
    const replayed = await request.post("/api/enquiries", { data: body(copy, crypto.randomUUID(), token) });
    expect(await replayed.json()).toEqual({ ok: true, interest: "AI Solutions" });
    expect(countStored(copy)).toBe(0);
    expect(spamReasons(copy)).toEqual(["form-token-reused"]);
  });

  test("bad input is a 4xx with a JSON error, never a 500", async ({ request }) => {
    const name = uniqueName("Meena");
    const valid = async () => body(name, crypto.randomUUID(), await formToken(sharedDataDir));
    const invalid = await request.post("/api/enquiries", { data: { ...(await valid()), email: "meena" } });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).fieldErrors).toEqual({ email: "Email address is invalid." });
    const huge = await request.post("/api/enquiries", {
      data: { ...(await valid()), message: "x".repeat(20_000) },
    });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).error).toBe(
      "Your message is too long to send. Please shorten it and try again.",
    );
    const broken = await request.post("/api/enquiries", {
      headers: { "content-type": "application/json" },
      data: "{oops",
    });
    expect(broken.status()).toBe(400);
    expect(countStored(name)).toBe(0);
  });
});

test.describe("rate limits", () => {
  // Its own server with low limits, so the shared server's clients are not affected.
  const server = ownServer(71, {
    RATE_LIMIT_ENQUIRIES_PER_10_MIN: "2",
    RATE_LIMIT_ENQUIRIES_HARD_PER_HOUR: "3",
  });
  test.beforeAll(() => server.start());
  test.afterAll(() => server.stop());

  test("past the soft limit an enquiry is answered as sent and kept as spam; past the hard cap it is refused and the values stay", async ({
    page,
  }) => {
    const f = await openForm(page, `${server.base}/contact`);
    const names = [uniqueName("Gokul"), uniqueName("Gokul"), uniqueName("Gokul")];
    for (const name of names) {
      await fillValid(page, name);
      await send(page, server.dataDir());
      await expect(f.getByRole("status")).toHaveText(success("AI Solutions"));
    }
    expect(names.map((n) => countStored(n, server.dataDir()))).toEqual([1, 1, 0]);
    expect(spamReasons(names[2], server.dataDir())).toEqual(["rate-limit"]);
    const name = uniqueName("Gokul");
    await fillValid(page, name);
    await send(page, server.dataDir());
    await expect(f.getByRole("alert")).toHaveText(
      "Too many submissions from your network. Please wait a few minutes and try again.",
    );
    await expect(f.getByLabel("Full name")).toHaveValue(name);
    expect(countStored(name, server.dataDir())).toBe(0);
  });
});
