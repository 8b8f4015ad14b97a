import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#server/db/index.ts";
import { seedBooking, TEST_SUPPLIER } from "#tests/bookings.ts";
import { testBackends, type TestDatabase } from "#tests/db-utils.ts";
import { invoiceDownload } from "./invoice-download";

describe.each(testBackends)("an invoice's download on $name", (backend) => {
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

  it("is the PDF, saved under the invoice's number, once the booking is paid", async () => {
    const id = await seedBooking(db, {
      state: "paid",
      paid_at: "2026-11-29T10:00:00.000Z",
      invoice_number: "AT/2026-27/00012",
      invoice_date: "2026-11-29T10:00:00.000Z",
    });
    const res = await invoiceDownload(db, id, TEST_SUPPLIER);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="Invoice-AT-2026-27-00012.pdf"',
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("is a 404 for a booking not paid yet, an unknown one, and an id that is no booking's", async () => {
    const pending = await seedBooking(db);
    for (const id of [pending, "6b1f3c9e-1111-4a2b-9c3d-000000000000", "../../etc/passwd"]) {
      const res = await invoiceDownload(db, id, TEST_SUPPLIER);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("There is no invoice for this booking");
    }
  });
});
