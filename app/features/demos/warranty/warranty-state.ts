import type { WarrantyRecord } from "#app/content/schema.ts";
import { EMPTY_SERIAL_MESSAGE, lookupWarranty, notFoundMessage, WARRANTY_DELAY_MS } from "./warranty-lookup";

/** idle → checking (1.5 s) → found | error. */
export type WarrantyState = {
  serial: string;
  status: "idle" | "checking" | "found" | "error";
  record: WarrantyRecord | null;
  error: string | null;
};

export type WarrantyAction =
  | { type: "input"; value: string }
  | { type: "example"; serial: string }
  | { type: "submit" }
  | { type: "resolved"; record: WarrantyRecord | null };

export const initialWarrantyState: WarrantyState = { serial: "", status: "idle", record: null, error: null };

export function warrantyReducer(state: WarrantyState, action: WarrantyAction): WarrantyState {
  switch (action.type) {
    case "input":
      if (state.status === "checking") return state;
      return { ...state, serial: action.value };
    case "example":
      if (state.status === "checking") return state;
      return { serial: action.serial, status: "idle", record: null, error: null };
    case "submit": {
      if (state.status === "checking") return state;
      if (state.serial.trim() === "")
        return { ...state, status: "error", record: null, error: EMPTY_SERIAL_MESSAGE };
      return { ...state, status: "checking", record: null, error: null };
    }
    case "resolved":
      if (state.status !== "checking") return state;
      return action.record
        ? { ...state, status: "found", record: action.record, error: null }
        : { ...state, status: "error", record: null, error: notFoundMessage(state.serial.trim()) };
  }
}

/**
 * Runs the simulated lookup: after the delay, reports the record (or null). A serial
 * that is not found is logged as a warning: it is an expected answer, not a fault.
 * Returns a cancel function.
 */
export function scheduleLookup(
  serial: string,
  done: (record: WarrantyRecord | null) => void,
  delayMs = WARRANTY_DELAY_MS,
): () => void {
  const timer = setTimeout(() => {
    const record = lookupWarranty(serial);
    if (!record) console.warn(`Warranty lookup: no record for serial "${serial.trim()}"`);
    done(record);
  }, delayMs);
  return () => clearTimeout(timer);
}
