import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while rendering on the server and hydrating, true once the component runs in the
 * browser. A control that needs script to be disabled (an empty field's submit, say) is left
 * enabled until then: a tap before that is kept and replayed (app/lib/early-events.ts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
