import { describe, expect, it } from "vitest";
import { feeRange } from "./course-rules";

describe("feeRange", () => {
  it("gives the lowest and highest rupee amounts, ranges and on-request fees included", () => {
    expect(feeRange(["₹18,500", "₹50,000 - ₹1,10,000", "Contact for Pricing"])).toEqual({
      low: "₹18,500",
      high: "₹1,10,000",
    });
    expect(feeRange(["Contact for Pricing"])).toBeUndefined();
  });
});
