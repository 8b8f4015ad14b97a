import { describe, expect, it } from "vitest";
import { formatRupees, gstFor } from "./gst";

describe("GST on a seat", () => {
  it("splits 18% into CGST 9% and SGST 9% within Tamil Nadu", () => {
    expect(gstFor(2_500_000, "Tamil Nadu")).toEqual({
      taxablePaise: 2_500_000,
      cgstPaise: 225_000,
      sgstPaise: 225_000,
      igstPaise: 0,
      totalPaise: 2_950_000,
    });
  });

  it("charges IGST 18% from any other state", () => {
    expect(gstFor(2_500_000, "Karnataka")).toEqual({
      taxablePaise: 2_500_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 450_000,
      totalPaise: 2_950_000,
    });
  });

  it("rounds each tax to the paisa", () => {
    expect(gstFor(1_001, "Tamil Nadu")).toMatchObject({ cgstPaise: 90, sgstPaise: 90, totalPaise: 1_181 });
    expect(gstFor(1_003, "Kerala")).toMatchObject({ igstPaise: 181, totalPaise: 1_184 });
  });

  it("writes rupees in Indian grouping", () => {
    expect(formatRupees(12_000_000)).toBe("₹1,20,000.00");
  });
});
