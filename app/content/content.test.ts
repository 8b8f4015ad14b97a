import { describe, expect, it } from "vitest";
import { validateContent } from "./validate";

describe("site content", () => {
  it("matches its schemas (the same check stops the build)", () => {
    expect(validateContent()).toEqual([]);
  });
});
