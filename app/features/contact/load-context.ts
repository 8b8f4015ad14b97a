import type { SubmitOutcome } from "../../../server/leads/submit";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * Submits a contact form posted without JavaScript (the /contact route action), bound to
     * the requesting client for the rate limit. Absent when the server cannot take enquiries.
     */
    submitEnquiry?: (input: Record<string, string>) => Promise<SubmitOutcome>;
  }
}
