/**
 * Where the browser keeps the chat leads our server has not acknowledged yet: written by the
 * outbox (lead-outbox.ts), read at each page load (pending-leads.ts), which loads the outbox
 * only when there is something to resend.
 */
export const PENDING_LEADS_KEY = "arivu:pending-leads";
