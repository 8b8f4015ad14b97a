import { expect, test } from "./fixtures";
import { APRIL, batchCards, card, MARCH_10_2027, openAt } from "./batches.helpers";

// At both widths: the calendar's cards. What does not depend on the width (the visitor's date and
// time zone, the server's HTML, the calendar file, the links) is tested at 1280 px: batches.spec.ts.
test.describe("batch calendar", () => {
  test("lists next month's batches for the visitor's date, with the batch rules", async ({ page }) => {
    await openAt(page, MARCH_10_2027, "April 2027");

    const cards = batchCards(page);
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(16);
    let ccieOrCissp = 0;
    for (let i = 0; i < count; i++) {
      const item = cards.nth(i);
      const course = await item.getByRole("heading", { level: 4 }).innerText();
      const date = await item.locator("time").innerText();
      const text = await item.innerText();
      if (/CCIE|CISSP/.test(course)) {
        ccieOrCissp += 1;
        expect(text, course).toContain("Weekend");
      }
      if (/\bWeekend\b/.test(text)) {
        expect(date, course).toBe(APRIL.sat);
        expect(text, course).toMatch(/Sat & Sun (10:00 AM-2:00 PM|3:00-6:00 PM|9:00 AM-1:00 PM) IST/);
      } else {
        expect(text, course).toContain("Weekday");
        expect(APRIL.weekdays, course).toContain(date);
        expect(text, course).toMatch(/Mon-Fri (7:00-9:00|9:00-11:00|7:30-9:30) PM IST/);
      }
    }
    expect(ccieOrCissp).toBeGreaterThanOrEqual(4);

    // Catalogue order: CCNA (first) is a Monday weekday batch, CCNP Enterprise (second) a weekend one.
    await expect(card(page, "CCNA")).toContainText("Weekday");
    await expect(card(page, "CCNA")).toContainText("Mon, 5 Apr 2027");
    await expect(card(page, "CCNA")).toContainText("Mon-Fri 7:00-9:00 PM IST");
    await expect(card(page, "CCNP Enterprise")).toContainText("Weekend");
    await expect(card(page, "CCIE Security")).toContainText("Sat, 3 Apr 2027");

    // The first course of each of the four groups is marked as a new batch.
    await expect(page.getByText("New Batch Starting!", { exact: true })).toHaveCount(4);
    await expect(card(page, "CCNA")).toContainText("New Batch Starting!");
    await expect(card(page, "CCNP Enterprise")).not.toContainText("New Batch Starting!");
  });
});
