import { describe, expect, it } from "vitest";
import { priceSummary } from "./price";

const ccna = { feePaise: 1_850_000, depositPaise: 500_000 };

describe("a booking's price summary", () => {
  it("splits the GST into CGST and SGST in Tamil Nadu", () => {
    expect(priceSummary(ccna, "full", "Tamil Nadu")).toEqual({
      plan: "full",
      feePaise: 1_850_000,
      balancePaise: 0,
      taxablePaise: 1_850_000,
      cgstPaise: 166_500,
      sgstPaise: 166_500,
      igstPaise: 0,
      totalPaise: 2_183_000,
    });
  });

  it("charges IGST from any other state", () => {
    expect(priceSummary(ccna, "full", "Kerala")).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 333_000,
      totalPaise: 2_183_000,
    });
  });

  it("charges the deposit and its GST now, leaving the balance for later", () => {
    expect(priceSummary(ccna, "deposit", "Kerala")).toMatchObject({
      plan: "deposit",
      taxablePaise: 500_000,
      igstPaise: 90_000,
      totalPaise: 590_000,
      balancePaise: 1_350_000,
    });
  });

  it("charges the whole fee when the course takes no deposit, whatever was posted", () => {
    expect(priceSummary({ feePaise: 1_850_000, depositPaise: null }, "deposit", "Kerala")).toMatchObject({
      plan: "full",
      taxablePaise: 1_850_000,
      balancePaise: 0,
    });
  });
});
