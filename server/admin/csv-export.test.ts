import { describe, expect, it, vi } from "vitest";
import type { BookingRow } from "#server/bookings/inbox-bookings.ts";
import { bookingRow } from "#tests/bookings.ts";
import { enquiry, stored } from "#tests/lead-data.ts";
import { CSV_HEADER, csvRow, exportCsv } from "./csv-export";
import { parseFilter } from "./filters";

const record = stored(
  enquiry({
    attribution: {
      firstLandingPage: "/it-training?utm_source=google",
      firstReferrer: "https://www.google.com/",
      firstSeenAt: "2026-11-19T04:00:00.000Z",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "ccna-nov",
      utmTerm: "ccna course chennai",
      utmContent: "ad-1",
      gclid: "g-123",
      landingPage: "/it-training/programs",
      page: "/contact",
    },
  }),
  { trafficSource: "google", status: "contacted" },
);

describe("csvRow", () => {
  it("has one value per column, the attribution after the original columns", () => {
    const row = csvRow(record);
    expect(row).toHaveLength(CSV_HEADER.length);
    const cell = (column: string) => row[CSV_HEADER.indexOf(column)];
    expect(cell("Received (IST)")).toBe("21 Nov 2026, 15:30 IST");
    expect(cell("Deliveries")).toBe("not forwarded (no destination set)");
    expect(cell("Status")).toBe("contacted");
    expect(cell("Traffic source")).toBe("google");
    expect(cell("First referrer")).toBe("https://www.google.com/");
    expect(cell("UTM term")).toBe("ccna course chennai");
    expect(cell("gclid")).toBe("g-123");
    expect(cell("fbclid")).toBe("");
    expect(cell("Sent from page")).toBe("/contact");
  });

  it('ends with what a visitor wrote for an "Other" course (this CSV is for sales and admin)', () => {
    const other = stored(enquiry({ courseInterest: "Other", courseOther: "AWS Solutions Architect" }));
    expect(CSV_HEADER.at(-1)).toBe("Course wanted (Other)");
    expect(csvRow(other).slice(-1)).toEqual(["AWS Solutions Architect"]);
    expect(csvRow(other)[CSV_HEADER.indexOf("Course")]).toBe("Other");
    expect(csvRow(record).slice(-1)).toEqual([""]);
  });

  it("ends with the owner, the follow-up, the last activity and the notes, oldest first, one a line", () => {
    const worked = stored(enquiry(), {
      owner: { id: "u1", name: "Priya Raman", email: "priya@arivu-test.in", role: "sales" },
      followUpAt: "2026-11-22T05:00:00.000Z",
      lastActivityAt: "2026-11-21T11:00:00.000Z",
    });
    const note = (body: string, createdAt: string, actor: string | null) => ({
      id: body,
      kind: "note" as const,
      body,
      actor,
      createdAt,
    });
    const row = csvRow(worked, [
      note("Called, wants the weekend batch", "2026-11-21T10:00:00.000Z", "priya@arivu-test.in"),
      note("Sent the fees", "2026-11-21T11:00:00.000Z", null),
    ]);
    expect(row.slice(-12, -8)).toEqual([
      "Priya Raman",
      "22 Nov 2026, 10:30 IST",
      "2026-11-21T11:00:00.000Z",
      "21 Nov 2026, 15:30 IST, priya@arivu-test.in: Called, wants the weekend batch\n21 Nov 2026, 16:30 IST: Sent the fees",
    ]);
    expect(CSV_HEADER.slice(-12, -8)).toEqual(["Owner", "Follow-up (IST)", "Last activity (UTC)", "Notes"]);
    expect(csvRow(record).slice(-12, -8)).toEqual(["", "", record.lastActivityAt, ""]);
  });

  it("gives a booking its batch, plan, total, payment, invoice and refund; other records leave them empty", () => {
    const booking = bookingRow("rec-b", {
      state: "refunded",
      payment_id: "pay_Q1w2e3r4t5y6u7",
      paid_paise: 2_950_000,
      refunded_paise: 1_000_050,
      invoice_number: "AT/2026-27/00003",
    }) as unknown as BookingRow;
    const row = csvRow(stored(enquiry(), { kind: "booking" }), [], booking);
    expect(row).toHaveLength(CSV_HEADER.length);
    expect(CSV_HEADER.slice(-8, -1)).toEqual([
      "Batch",
      "Plan",
      "Total (INR)",
      "Payment state",
      "Payment id",
      "Invoice number",
      "Refunded (INR)",
    ]);
    expect(row.slice(-8, -1)).toEqual([
      "ccna-2026-12-07-weekend",
      "full",
      "29500.00",
      "refunded",
      "pay_Q1w2e3r4t5y6u7",
      "AT/2026-27/00003",
      "10000.50",
    ]);
    expect(csvRow(record).slice(-8, -1)).toEqual(["", "", "", "", "", "", ""]);
  });
});

describe("exportCsv", () => {
  it("pages through the store with the filters and answers a CSV download with a BOM", async () => {
    const list = vi.fn(async () => ({ items: [record], total: 1 }));
    const notes = vi.fn(async () => new Map());
    const response = await exportCsv(
      { list, notes },
      parseFilter({ status: "contacted", source: "google" }),
      new Date("2026-11-22T00:00:00Z"),
    );
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ status: "contacted", trafficSource: "google", limit: 500, offset: 0 }),
    );
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="arivu-enquiries-2026-11-22.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(","));
    expect(lines[1]).toContain(",'+91 98840 12345,");
    expect(lines).toHaveLength(3);

    // With the bookings: a booked record's columns are filled in.
    const booking = bookingRow(record.id, { invoice_number: "AT/2026-27/00009" }) as unknown as BookingRow;
    const many = vi.fn(async () => new Map([[record.id, booking]]));
    const booked = await exportCsv({ list, notes }, parseFilter({}), new Date(), undefined, { many });
    expect(many).toHaveBeenCalledWith([record.id]);
    expect((await booked.text()).split("\r\n")[1]).toMatch(
      /,ccna-2026-12-07-weekend,full,29500\.00,awaiting_office,,AT\/2026-27\/00009,0\.00,$/,
    );
  });
});
