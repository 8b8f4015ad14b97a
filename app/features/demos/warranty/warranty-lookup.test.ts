import { describe, expect, it } from "vitest";
import { EMPTY_SERIAL_MESSAGE, formatWarrantyDate, lookupWarranty, notFoundMessage } from "./warranty-lookup";
import { exampleSerials, warrantyRecords } from "./warranty-records";

describe("lookupWarranty", () => {
  it("finds each sample record by its exact serial", () => {
    for (const serial of exampleSerials) expect(lookupWarranty(serial)?.serial).toBe(serial);
  });

  it("trims and upper-cases the serial before looking it up", () => {
    expect(lookupWarranty("  arv-rtr-2023-0001 ")?.productName).toBe("Cisco ISR 4331 Enterprise Router");
    expect(lookupWarranty("\tArv-Fw-2022-0417\n")?.productName).toBe("FortiGate 100F Firewall");
  });

  it("returns null for unknown or empty serials", () => {
    expect(lookupWarranty("ARV-XYZ-0000")).toBeNull();
    expect(lookupWarranty("")).toBeNull();
    expect(lookupWarranty("ARV-RTR-2023-00011")).toBeNull();
  });
});

describe("sample records", () => {
  it("hold the three products with the statuses and dates of the specification", () => {
    const rows = Object.values(warrantyRecords).map((r) => [r.status, r.purchaseDate, r.expiryDate]);
    expect(rows).toEqual([
      ["Active", "2023-01-15", "2026-01-14"],
      ["Active", "2022-07-20", "2025-07-19"],
      ["Expired", "2020-11-01", "2023-10-31"],
    ]);
  });

  it("are keyed by their own serial", () => {
    for (const [key, record] of Object.entries(warrantyRecords)) expect(record.serial).toBe(key);
  });
});

describe("messages and dates", () => {
  it("quotes the serial as entered in the not-found message", () => {
    expect(notFoundMessage("abc-123")).toBe(
      'No warranty information found for serial number "abc-123". Please check the number and try again.',
    );
    expect(EMPTY_SERIAL_MESSAGE).toBe("Please enter a serial number.");
  });

  it("formats ISO dates as day, month name and year", () => {
    expect(formatWarrantyDate("2023-01-15")).toBe("15 January 2023");
    expect(formatWarrantyDate("2023-10-31")).toBe("31 October 2023");
  });
});
