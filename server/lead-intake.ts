import type { Request, RequestHandler } from "express";
import { adminRouter } from "./admin/router";
import type { Env } from "./env";
import { enquiriesApi } from "./http/api-enquiries";
import { leadsApi } from "./http/api-leads";
import { clientKey, fixedWindowLimiter } from "./http/rate-limit";
import { startLeads } from "./leads";
import { processFormTokens, type FormTokens } from "./leads/form-token";
import { createEnquirySubmitter } from "./leads/submit";

/**
 * Everything that takes enquiries and leads in: the store and its outbox, the JSON APIs,
 * and the /contact route action's submitter (no-JavaScript form). Used by the production
 * and the development server alike.
 */
export async function startLeadIntake(env: Env, formTokens: FormTokens = processFormTokens) {
  const leads = await startLeads(env);
  // One budget per client for the contact form and the chat's lead step.
  const limiter = fixedWindowLimiter({ limit: env.RATE_LIMIT_ENQUIRIES_PER_10_MIN, windowMs: 10 * 60_000 });
  const submitEnquiry = createEnquirySubmitter({ store: leads.store, limiter, formTokens });
  const apis: RequestHandler[] = [
    enquiriesApi(submitEnquiry),
    leadsApi(leads.store, { limiter }),
    // The sales inbox at /admin (a 404 unless an admin password is set).
    await adminRouter(env, leads.store),
  ];
  return {
    apis,
    /**
     * Added to React Router's load context (app/features/contact/load-context.ts). The
     * no-JS form's fill time is the age of the token its page was served with.
     */
    loadContext: (req: Request) => ({
      issueFormToken: () => formTokens.issue(),
      isFormToken: (token: unknown) => formTokens.ageMs(token) !== undefined,
      submitEnquiry: (input: Record<string, string>) =>
        submitEnquiry(input, { clientKey: clientKey(req), requireFillTime: true, fillTimeFrom: "formToken" }),
    }),
    /** Finishes deliveries in flight and closes the database. */
    async stop() {
      await leads.outbox.stop();
      await leads.store.close();
    },
  };
}
