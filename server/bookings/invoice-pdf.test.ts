import { PDFParse } from "pdf-parse";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { seedBooking, TEST_SUPPLIER } from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { findInvoice } from "./invoice";
import { renderInvoicePdf } from "./invoice-pdf";

/** The PDF's text as a reader's copy-paste gives it, one space for any run of white space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

const PAID = {
  state: "paid",
  paid_at: "2026-11-29T10:00:00.000Z",
  invoice_date: "2026-11-29T10:00:00.000Z",
} as const;

describe.each(testBackends)("the tax invoice on $name", (backend) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await backend.create();
    db = await database.open();
  });
  afterEach(async () => {
    await db.destroy();
    await database.cleanup();
  });

  it("has every field rule 46 asks for, CGST and SGST within Tamil Nadu", async () => {
    const id = await seedBooking(db, { ...PAID, invoice_number: "AT/2026-27/00001", paid_paise: 2_950_000 });
    const invoice = await findInvoice(db, id, TEST_SUPPLIER);
    const text = await pdfText(await renderInvoicePdf(invoice!));
    for (const expected of [
      "Tax Invoice",
      "Arivu Technologies Private Limited",
      "4th Floor, Sigma Tower, 142 Rajiv Gandhi Salai",
      "GSTIN: 33AAECA1234F1ZD",
      "Invoice number: AT/2026-27/00001",
      "Invoice date: 29 Nov 2026",
      "Priya Raman",
      "State: Tamil Nadu",
      "Place of supply: 33-Tamil Nadu",
      "CCNA",
      "Course fee",
      "Batch starting Mon, 7 Dec 2026, Sat & Sun 10:00 AM-2:00 PM IST",
      "999293",
      "₹25,000.00",
      "CGST @ 9% ₹2,250.00",
      "SGST @ 9% ₹2,250.00",
      "Total ₹29,500.00",
      "Rupees Twenty Nine Thousand Five Hundred Only",
      "Whether tax is payable on reverse charge: No",
      "Authorised signatory",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("IGST");
    expect(invoice!.number.length).toBeLessThanOrEqual(16);
  });

  it("charges IGST from another state and names the buyer's GSTIN and the deposit", async () => {
    const id = await seedBooking(db, {
      ...PAID,
      invoice_number: "AT/2026-27/00002",
      name: "Kiran Shetty",
      billing_state: "Karnataka",
      gstin: "29ABCDE1234F1ZW",
      plan: "deposit",
      taxable_paise: 500_000,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 90_000,
      total_paise: 590_000,
    });
    const text = await pdfText(await renderInvoicePdf((await findInvoice(db, id, TEST_SUPPLIER))!));
    for (const expected of [
      "Kiran Shetty",
      "State: Karnataka",
      "GSTIN: 29ABCDE1234F1ZW",
      "Place of supply: 29-Karnataka",
      "Seat deposit",
      "IGST @ 18% ₹900.00",
      "Total ₹5,900.00",
      "Rupees Five Thousand Nine Hundred Only",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("CGST");
  });

  it("has no invoice before the booking is paid", async () => {
    const id = await seedBooking(db);
    expect(await findInvoice(db, id, TEST_SUPPLIER)).toBeUndefined();
    expect(await findInvoice(db, "no-such-booking", TEST_SUPPLIER)).toBeUndefined();
  });
});
