import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  initialWarrantyState,
  scheduleLookup,
  warrantyReducer,
  type WarrantyAction,
  type WarrantyState,
} from "./warranty-state";

const reduce = (actions: WarrantyAction[], from: WarrantyState = initialWarrantyState) =>
  actions.reduce(warrantyReducer, from);

describe("warrantyReducer", () => {
  it("refuses an empty or blank serial with the empty message", () => {
    const state = reduce([{ type: "input", value: "   " }, { type: "submit" }]);
    expect(state.status).toBe("error");
    expect(state.error).toBe("Please enter a serial number.");
  });

  it("enters checking on submit and clears the previous result and error", () => {
    const found = reduce([
      { type: "input", value: "ARV-RTR-2023-0001" },
      { type: "submit" },
      {
        type: "resolved",
        record: {
          serial: "X",
          productName: "Y",
          status: "Active",
          purchaseDate: "2023-01-01",
          expiryDate: "2024-01-01",
        },
      },
    ]);
    expect(found.status).toBe("found");
    const again = warrantyReducer(found, { type: "submit" });
    expect(again).toMatchObject({ status: "checking", record: null, error: null });
  });

  it("ignores typing, examples and resubmits while checking", () => {
    const checking = reduce([{ type: "input", value: "abc" }, { type: "submit" }]);
    expect(
      reduce(
        [{ type: "input", value: "zzz" }, { type: "example", serial: "Q" }, { type: "submit" }],
        checking,
      ),
    ).toBe(checking);
  });

  it("reports not found with the trimmed serial as typed", () => {
    const state = reduce([
      { type: "input", value: "  abc-99 " },
      { type: "submit" },
      { type: "resolved", record: null },
    ]);
    expect(state.error).toBe(
      'No warranty information found for serial number "abc-99". Please check the number and try again.',
    );
    expect(state.record).toBeNull();
  });

  it("fills the input from an example serial and clears result and error", () => {
    const failed = reduce([
      { type: "input", value: "nope" },
      { type: "submit" },
      { type: "resolved", record: null },
    ]);
    expect(warrantyReducer(failed, { type: "example", serial: "ARV-FW-2022-0417" })).toEqual({
      serial: "ARV-FW-2022-0417",
      status: "idle",
      record: null,
      error: null,
    });
  });

  it("ignores a late result once checking has ended", () => {
    const idle = reduce([{ type: "input", value: "abc" }]);
    expect(warrantyReducer(idle, { type: "resolved", record: null })).toBe(idle);
  });
});

describe("the 1.5 s lookup", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stays in checking until 1500 ms, then shows the record", () => {
    let state = reduce([{ type: "input", value: " arv-rtr-2023-0001 " }, { type: "submit" }]);
    scheduleLookup(state.serial, (record) => (state = warrantyReducer(state, { type: "resolved", record })));
    vi.advanceTimersByTime(1000);
    expect(state.status).toBe("checking");
    vi.advanceTimersByTime(499);
    expect(state.status).toBe("checking");
    vi.advanceTimersByTime(1);
    expect(state.status).toBe("found");
    expect(state.record?.productName).toBe("Cisco ISR 4331 Enterprise Router");
  });

  it("logs an unknown serial as a warning and reports null", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const done = vi.fn();
    scheduleLookup("ZZZ-1", done);
    vi.advanceTimersByTime(1500);
    expect(done).toHaveBeenCalledWith(null);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("can be cancelled before it ends", () => {
    const done = vi.fn();
    const cancel = scheduleLookup("ARV-RTR-2023-0001", done);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(done).not.toHaveBeenCalled();
  });
});
