import { expect, test } from "./fixtures";
import { countStored, fillValid, openForm, send, storedConsent, uniqueName } from "./contact-form.helpers";
import { axe, wcagTags } from "./axe";

// At both widths: the form sent with JavaScript, and its accessibility. Its states and messages
// (field errors, Sending…, the success message's 7 s, the network message) are tested in
// app/features/contact/enquiry-form.dom.test.tsx; the rest of its browser tests, which do not
// depend on the width, in contact-form.spec.ts.
const SERVER_ERROR =
  "Oops! Something went wrong on the server. Please try again or contact our support team.";
const success = (interest: string) =>
  `Message sent successfully! We'll get back to you soon regarding your ${interest} enquiry.`;

test.describe("contact form", () => {
  test("sends to the server: the success message, the form cleared, and the record keeps the consent", async ({
    page,
  }) => {
    const name = uniqueName();
    const f = await openForm(page, "/contact?interest=IT%20Training");
    await fillValid(page, name, "IT Training");
    await send(page);
    await expect(f.getByRole("status")).toHaveText(success("IT Training"));
    await expect(f.getByLabel("Full name")).toHaveValue("");
    expect(countStored(name)).toBe(1);
    const stored = storedConsent(name)!;
    expect(stored.consent_version).toBe(await f.locator('input[name="privacyVersion"]').inputValue());
    expect(Date.now() - Date.parse(stored.consent_at)).toBeLessThan(60_000);
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
