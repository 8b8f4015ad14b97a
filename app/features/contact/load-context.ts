import type { SubmitOutcome } from "#server/leads/submit.ts";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * Submits a contact form posted without JavaScript (the /contact route action), bound to
     * the requesting client for the rate limit. Absent when the server cannot take enquiries.
     */
    submitEnquiry?: (input: Record<string, string>) => Promise<SubmitOutcome>;
    /** A fresh signed "form issued at" token for the no-JavaScript form. Absent while prerendering. */
    issueFormToken?: () => string;
    /** Whether a posted token is ours and still valid, so a form shown again with errors keeps its start time. */
    isFormToken?: (token: unknown) => boolean;
  }
}
