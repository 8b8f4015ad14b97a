import { useEffect, useReducer } from "react";
import { initialWarrantyState, scheduleLookup, warrantyReducer } from "./warranty-state";

/** The warranty demo's state: the reducer plus the timer that ends the checking state. */
export function useWarrantyLookup() {
  const [state, dispatch] = useReducer(warrantyReducer, initialWarrantyState);
  const checking = state.status === "checking";
  const serial = state.serial;
  useEffect(() => {
    if (!checking) return;
    // The reducer ignores input while checking, so the serial is fixed for this timer.
    return scheduleLookup(serial, (record) => dispatch({ type: "resolved", record }));
  }, [checking, serial]);
  return { state, dispatch };
}
