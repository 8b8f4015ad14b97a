import express, { Router } from "express";
import { enquiryErrors } from "#common/enquiry/enquiry-fields.ts";
import type { EnquirySubmitter } from "#server/leads/submit.ts";
import { jsonBodyErrors, refuseAfterBody } from "./json-body-errors";
import { clientKey } from "./rate-limit";

/** Bodies larger than this are refused before they are read in full. */
export const ENQUIRY_BODY_LIMIT = "16kb";

/**
 * POST /api/enquiries: the contact form's JSON endpoint. Every answer is JSON
 * `{ ok, error?, fieldErrors? }`; a bad request is a 4xx, never a 500.
 */
export function enquiriesApi(submit: EnquirySubmitter): Router {
  const router = Router();
  router.post(
    "/api/enquiries",
    express.json({ limit: ENQUIRY_BODY_LIMIT, strict: true }),
    async (req, res) => {
      if (!req.is("application/json")) {
        return refuseAfterBody(req, res, 415, { ok: false, error: "Send the enquiry as JSON." });
      }
      const outcome = await submit(req.body, { clientKey: clientKey(req) });
      if (outcome.retryAfterSeconds) res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
      res.status(outcome.status).set("Cache-Control", "no-store").json(outcome.body);
    },
  );
  router.all("/api/enquiries", (_req, res) => {
    res.status(405).set("Allow", "POST").json({ ok: false, error: "Use POST to send an enquiry." });
  });
  router.use(
    "/api/enquiries",
    jsonBodyErrors({
      tooLarge: enquiryErrors.tooLarge,
      unreadable: "The enquiry could not be read. Please try again.",
    }),
  );
  return router;
}
