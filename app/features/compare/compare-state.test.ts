import { describe, expect, it } from "vitest";
import { canCompare, compareReducer, isCompareFull, type CompareSelection } from "./compare-state";

const run = (...actions: Parameters<typeof compareReducer>[1][]): CompareSelection =>
  actions.reduce(compareReducer, [] as CompareSelection);

describe("compareReducer", () => {
  it("adds checked courses in the order they were chosen", () => {
    expect(run({ type: "add", id: "ccna" }, { type: "add", id: "cissp" })).toEqual(["ccna", "cissp"]);
  });

  it("keeps at most three courses and ignores a fourth", () => {
    const three = run(
      { type: "add", id: "ccna" },
      { type: "add", id: "ccnp-enterprise" },
      { type: "add", id: "cissp" },
    );
    expect(three).toEqual(["ccna", "ccnp-enterprise", "cissp"]);
    expect(isCompareFull(three)).toBe(true);
    const after = compareReducer(three, { type: "toggle", id: "ccde", checked: true });
    expect(after).toBe(three);
    expect(after).not.toContain("ccde");
  });

  it("does not add the same course twice", () => {
    expect(run({ type: "add", id: "ccna" }, { type: "add", id: "ccna" })).toEqual(["ccna"]);
  });

  it("removes a course when it is unchecked, which frees a place", () => {
    const state = run(
      { type: "add", id: "ccna" },
      { type: "add", id: "ccnp-enterprise" },
      { type: "add", id: "cissp" },
      { type: "toggle", id: "ccnp-enterprise", checked: false },
    );
    expect(state).toEqual(["ccna", "cissp"]);
    expect(isCompareFull(state)).toBe(false);
    expect(compareReducer(state, { type: "toggle", id: "ccde", checked: true })).toEqual([
      "ccna",
      "cissp",
      "ccde",
    ]);
  });

  it("removes one course from the bar and ignores unknown ids", () => {
    const state = run({ type: "add", id: "ccna" }, { type: "add", id: "cissp" });
    expect(compareReducer(state, { type: "remove", id: "ccna" })).toEqual(["cissp"]);
    expect(compareReducer(state, { type: "remove", id: "ccde" })).toBe(state);
  });

  it("clears the whole selection", () => {
    const state = run({ type: "add", id: "ccna" }, { type: "add", id: "cissp" }, { type: "clear" });
    expect(state).toEqual([]);
  });

  it("enables comparing only with two or more courses", () => {
    expect(canCompare(run())).toBe(false);
    expect(canCompare(run({ type: "add", id: "ccna" }))).toBe(false);
    expect(canCompare(run({ type: "add", id: "ccna" }, { type: "add", id: "cissp" }))).toBe(true);
  });
});
