import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinMessage, gstinProblem } from "./gstin";

describe("a GSTIN's check character", () => {
  it("is the Luhn mod 36 of the first 14 characters", () => {
    expect(gstinCheckCharacter("33ABCDE1234F1Z")).toBe("7");
    // A registered GSTIN, as printed on its certificate.
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeUndefined();
    expect(gstinProblem("33ABCDE1234F1Z7", "Tamil Nadu")).toBeUndefined();
  });

  it("names the wrong last character and the right one", () => {
    const problem = gstinProblem("33ABCDE1234F1Z5");
    expect(problem).toEqual({ kind: "check", expected: "7", actual: "5" });
    expect(gstinMessage(problem!)).toBe(
      "The last character of this GSTIN should be 7, not 5: check it against your GST certificate.",
    );
  });

  it("blames another state's code before the check character it breaks", () => {
    expect(gstinProblem("32ABCDE1234F1Z7", "Tamil Nadu")).toEqual({ kind: "state" });
  });
});
