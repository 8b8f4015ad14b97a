import { expect, test } from "./fixtures";
import { allCourses } from "#app/content/courses.ts";
import {
  countStored,
  fillValid,
  form,
  openForm,
  send,
  storedConsent,
  uniqueName,
  spamReasons,
  ageFormToken,
} from "./contact-form.helpers";
import { axe, wcagTags } from "./axe";

const SERVER_ERROR =
  "Oops! Something went wrong on the server. Please try again or contact our support team.";
const NETWORK_ERROR =
  "Network error. Please check your connection and try again, or contact our support in Chennai, India.";
const success = (interest: string) =>
  `Message sent successfully! We'll get back to you soon regarding your ${interest} enquiry.`;

test.describe("contact form", () => {
  test("shows every validation message under its field, and clears a field's message when it is edited", async ({
    page,
  }) => {
    const f = await openForm(page);
    await f.getByRole("button", { name: "Send Message" }).click();
    const name = f.getByLabel("Full name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Full name is required.");
    await expect(f.getByLabel("Email address")).toHaveAccessibleDescription("Email address is required.");
    await expect(f.getByLabel("Area of interest")).toHaveAccessibleDescription(
      "Please select your area of interest.",
    );
    await expect(f.getByLabel("Message")).toHaveAccessibleDescription("Message is required.");
    await expect(name).toBeFocused();

    await name.fill(" A ");
    // Editing clears that field's message only.
    await expect(f.getByText("Full name is required.")).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.getByText("Email address is required.")).toBeVisible();

    await f.getByLabel("Email address").fill("lakshmi@mail");
    await f.getByLabel("Subject (optional)").fill("Hi");
    await f.getByLabel("Message").fill("Fees?");
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(name).toHaveAccessibleDescription("Full name must be at least 2 characters.");
    await expect(f.getByLabel("Email address")).toHaveAccessibleDescription("Email address is invalid.");
    await expect(f.getByLabel("Subject (optional)")).toHaveAccessibleDescription(
      "Subject must be at least 3 characters if provided.",
    );
    await expect(f.getByLabel("Message")).toHaveAccessibleDescription(
      "Message must be at least 10 characters.",
    );
    await expect(f.getByLabel("Phone (optional)")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("shows the course field only for IT Training, and a link preselects interest and course", async ({
    page,
  }) => {
    const course = allCourses()[0].name;
    const f = await openForm(page, `/contact?interest=IT%20Training&course=${encodeURIComponent(course)}`);
    await expect(f.getByLabel("Area of interest")).toHaveValue("IT Training");
    await expect(f.getByLabel("Course of interest (optional)")).toHaveValue(course);
    await f.getByLabel("Area of interest").selectOption("Other");
    await expect(f.getByLabel("Course of interest (optional)")).toBeHidden();

    await page.goto("/contact?interest=AI%20Solutions");
    await expect(form(page).getByLabel("Area of interest")).toHaveValue("AI Solutions");
    await expect(form(page).getByLabel("Course of interest (optional)")).toBeHidden();
  });

  test("sends: submitting, then success; the form clears, the message hides after 7 s, and the record keeps the consent", async ({
    page,
  }) => {
    const name = uniqueName();
    const f = await openForm(page, "/contact?interest=IT%20Training");
    await fillValid(page, name, "IT Training");
    // Hold the answer to see the submitting state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact.data", async (route) => {
      await held;
      await route.continue();
    });
    await send(page);
    const button = f.getByRole("button", { name: "Sending…" });
    await expect(button).toBeDisabled();
    // From here the page's clock moves only when the test moves it, however slow the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    release();

    const message = f.getByRole("status");
    await expect(message).toHaveText(success("IT Training"));
    await expect(f.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(f.getByLabel("Full name")).toHaveValue("");
    await expect(f.getByLabel("Message")).toHaveValue("");
    await expect(f.getByLabel("Area of interest")).toHaveValue("");
    expect(countStored(name)).toBe(1);
    const stored = storedConsent(name)!;
    expect(stored.consent_version).toBe(await f.locator('input[name="privacyVersion"]').inputValue());
    expect(Date.now() - Date.parse(stored.consent_at)).toBeLessThan(60_000);

    await page.clock.fastForward(6500);
    await expect(message).toHaveText(success("IT Training"));
    await page.clock.fastForward(1000);
    await expect(message).toBeEmpty();
  });

  test("editing a field after success hides the message", async ({ page }) => {
    const f = await openForm(page);
    await fillValid(page, uniqueName(), "IT & Digital Services");
    await send(page);
    await expect(f.getByRole("status")).toHaveText(success("IT & Digital Services"));
    await f.getByLabel("Full name").fill("Ravi");
    await expect(f.getByRole("status")).toBeEmpty();
  });

  test("a network failure shows the network message, keeps the typed values, and editing clears the error", async ({
    page,
  }) => {
    const name = uniqueName();
    const f = await openForm(page);
    await fillValid(page, name);
    await page.route("**/contact.data", (route) => route.abort("internetdisconnected"));
    await send(page);
    await expect(f.getByRole("alert")).toHaveText(NETWORK_ERROR);
    await expect(f.getByLabel("Full name")).toHaveValue(name);
    await expect(f.getByLabel("Message")).toHaveValue("Please share the fees and next batch dates.");
    await expect(f.getByLabel("Area of interest")).toHaveValue("AI Solutions");
    await f.getByLabel("Subject (optional)").fill("Fees");
    await expect(f.getByRole("alert")).toHaveCount(0);
    expect(countStored(name)).toBe(0);
  });

  // The action's own errors (the rate limit, say) show its text: contact-form.spec.ts.
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

  test("the action's field errors show under the fields when the browser's validator has not loaded, and the values stay", async ({
    page,
  }) => {
    await page.route("**/assets/enquiry-schema-*.js", (route) => route.abort());
    const f = await openForm(page);
    await f.getByLabel("Full name").fill("A");
    await f.getByLabel("Email address").fill("meena@");
    await f.getByLabel("Subject (optional)").fill("Hi");
    await f.getByLabel("Message").fill("Fees?");
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(f.getByLabel("Full name")).toHaveAccessibleDescription(
      "Full name must be at least 2 characters.",
    );
    await expect(f.getByLabel("Email address")).toHaveAccessibleDescription("Email address is invalid.");
    await expect(f.getByLabel("Area of interest")).toHaveAccessibleDescription(
      "Please select your area of interest.",
    );
    await expect(f.getByLabel("Subject (optional)")).toHaveAccessibleDescription(
      "Subject must be at least 3 characters if provided.",
    );
    await expect(f.getByLabel("Message")).toHaveAccessibleDescription(
      "Message must be at least 10 characters.",
    );
    await expect(f.getByLabel("Full name")).toBeFocused();
    await expect(f.getByLabel("Email address")).toHaveValue("meena@");
    await expect(f.getByLabel("Message")).toHaveValue("Fees?");
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

  test("has no axe violations with field errors and with the error message shown", async ({ page }) => {
    const f = await openForm(page);
    const scan = () => axe(page).include("#enquiry").withTags(wcagTags).analyze();
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(f.getByText("Full name is required.")).toBeVisible();
    expect((await scan()).violations).toEqual([]);
    await fillValid(page, uniqueName());
    await page.route("**/contact.data", (route) => route.fulfill({ status: 500, json: { ok: false } }));
    await send(page);
    await expect(f.getByRole("alert")).toHaveText(SERVER_ERROR);
    expect((await scan()).violations).toEqual([]);
  });
});
