import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { card, MARCH_10_2027, openAt, PATH } from "./batches.helpers";

test.describe("batch calendar", () => {
  test("follows the visitor's date, not the build's: in December it shows January of the next year", async ({
    page,
  }) => {
    await openAt(page, new Date("2027-12-20T09:00:00+05:30"), "January 2028");
    // 1 January 2028 is a Saturday.
    await expect(card(page, "CCNA")).toContainText("Mon, 3 Jan 2028");
    await expect(card(page, "CCIE Enterprise Infrastructure")).toContainText("Sat, 1 Jan 2028");
    await expect(page.getByText(/Apr 2027/)).toHaveCount(0);
  });

  test("the server renders batches for its own date, with course structured data", async ({ request }) => {
    const response = await request.get(PATH);
    const html = await response.text();
    // The server's own clock, from its answer: a run across midnight at a month's end reads the same.
    const ist = new Date(new Date(response.headers()["date"]).getTime() + 330 * 60_000);
    const next = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + 1, 1));
    const month = next.toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    expect(html).toContain(`Batches starting in <!-- -->${month}`);
    expect(html).toContain('"@type":"CourseInstance"');
    expect(html).toMatch(
      /"hasCourseInstance":\{"@type":"CourseInstance","name":"CCNA weekday batch starting/,
    );
    expect(html).toContain(`"provider":{"@type":"Organization","name":"Arivu Technologies Private Limited"`);
  });

  test("'Add to calendar' downloads an .ics event of the first session, in UTC", async ({ page }) => {
    // Today's calendar: the server makes the file only for a month a calendar can show now.
    await page.goto(PATH);
    const ccna = card(page, "CCNA");
    const startDate = (await ccna.locator("time").getAttribute("datetime"))!;
    const downloadPromise = page.waitForEvent("download");
    await ccna.getByRole("link", { name: /Add to calendar/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`ccna-batch-${startDate}.ics`);
    const ics = await readFile((await download.path())!, "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("SUMMARY:CCNA batch — Arivu Technologies");
    // CCNA's weekday batch starts at 7:00 PM IST = 13:30 UTC, for two hours.
    expect(ics).toContain(`DTSTART:${startDate.replaceAll("-", "")}T133000Z`);
    expect(ics).toContain("DURATION:PT2H");
  });

  test("links to a counsellor and to WhatsApp for custom or corporate batches", async ({ page }) => {
    await page.goto(PATH);
    const recommender = page.getByRole("region", { name: "Not sure where to start?" });
    await expect(recommender.getByRole("link", { name: "Talk to a course counsellor" })).toHaveAttribute(
      "href",
      "/contact?interest=IT%20Training",
    );
    const whatsapp = page
      .getByRole("region", { name: "Need a custom batch or corporate training?" })
      .getByRole("link", { name: /Enquire on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.*custom%20batch/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
  });
});

test.describe("session times for a visitor outside India", () => {
  test.use({ timezoneId: "Asia/Dubai" });

  test("shows the visitor's own time beside IST", async ({ page }) => {
    await openAt(page, MARCH_10_2027, "April 2027");
    await expect(card(page, "CCNA")).toContainText("7:00 PM IST · 5:30 PM in your time (Asia/Dubai)");
  });
});

test.describe("session times for a visitor in India", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("shows IST only", async ({ page }) => {
    await openAt(page, MARCH_10_2027, "April 2027");
    await expect(card(page, "CCNA")).toContainText("Mon-Fri 7:00-9:00 PM IST");
    await expect(page.getByText(/in your time/)).toHaveCount(0);
  });
});
