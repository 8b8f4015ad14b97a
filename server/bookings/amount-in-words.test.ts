import { describe, expect, it } from "vitest";
import { rupeesInWords } from "./amount-in-words";

describe("rupeesInWords", () => {
  it("writes rupees in lakhs and crores, and paise when there are some", () => {
    expect(rupeesInWords(2_950_000)).toBe("Rupees Twenty Nine Thousand Five Hundred Only");
    expect(rupeesInWords(12_345_600)).toBe(
      "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six Only",
    );
    expect(rupeesInWords(2_124_050)).toBe(
      "Rupees Twenty One Thousand Two Hundred Forty and Fifty Paise Only",
    );
    expect(rupeesInWords(100)).toBe("Rupees One Only");
  });
});
