/**
 * Resends the chat leads lead-outbox.ts could not deliver on an earlier page. This module
 * is in every page's JavaScript (root.tsx), so it stays tiny: the outbox itself loads only
 * when there is something to resend.
 */
import { whenIdle } from "#app/lib/when-idle.ts";
import { PENDING_LEADS_KEY } from "./pending-leads-key";

/** Once the page is idle, resends the leads a previous page left unsent. Never throws. */
export function resendPendingLeadsWhenIdle(): void {
  let pending: string | null;
  try {
    pending = window.localStorage.getItem(PENDING_LEADS_KEY);
  } catch {
    return;
  }
  if (!pending || pending === "[]") return;
  const resend = () => {
    import("./lead-outbox").then(
      ({ leadOutbox }) => void leadOutbox().resendPending(),
      // A deploy may have replaced the chunk: the next page load tries again.
      (error: unknown) => console.warn("The pending chat leads could not be resent yet.", error),
    );
  };
  whenIdle(resend, 10_000);
}
