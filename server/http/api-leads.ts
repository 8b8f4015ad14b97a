import express, { Router } from "express";
import { z } from "zod";
import { LEAD_SERVICES } from "#common/lead-services.ts";
import { enquiryErrors } from "#common/enquiry/enquiry-fields.ts";
import { ATTRIBUTION_FIELD } from "#common/attribution.ts";
import { readAttribution } from "#server/leads/attribution.ts";
import { errorText, log } from "#server/log.ts";
import { checkLimits, type IntakeLimits } from "#server/leads/submit.ts";
import type { LeadStore, NewSubmission } from "#server/leads/types.ts";
import { jsonBodyErrors, refuseAfterBody } from "./json-body-errors";
import { clientKey } from "./rate-limit";

export const LEAD_BODY_LIMIT = "8kb";

const answer = z.string().trim().min(1).max(200);

/** A chatbot lead as the browser posts it; unknown fields are dropped. Answers are free text. */
export const leadSchema = z.object({
  service: z.enum(LEAD_SERVICES),
  name: answer,
  email: answer,
  phone: answer,
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
  consentVersion: z.string().trim().min(1).max(50),
  consentAt: z.iso.datetime({ offset: true }),
  // Validated and capped separately: a bad value there never refuses the lead.
  [ATTRIBUTION_FIELD]: z.unknown().optional(),
});

export type LeadBody = z.infer<typeof leadSchema>;

/** The message stored and forwarded with the lead: the answers, readable by sales. */
export function leadMessage(lead: Pick<LeadBody, "service" | "name" | "email" | "phone">): string {
  return [
    `Chatbot lead for ${lead.service}.`,
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
  ].join("\n");
}

/** Consent is given in the chat before the lead is posted; a time that is not close to ours is replaced by ours. */
export function consentTime(claimed: string, now: Date): string {
  const t = Date.parse(claimed);
  const fine = t <= now.getTime() + 5 * 60_000 && t >= now.getTime() - 24 * 3600_000;
  return new Date(fine ? t : now.getTime()).toISOString();
}

export function toSubmission(lead: LeadBody, now = new Date(), overSoftLimit = false): NewSubmission {
  return {
    kind: "lead",
    source: "chatbot",
    idempotencyKey: lead.idempotencyKey,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    // The chat's services are the form's interest types, so the inbox filters both alike.
    interestType: lead.service,
    message: leadMessage(lead),
    consentVersion: lead.consentVersion,
    consentAt: consentTime(lead.consentAt, now),
    attribution: readAttribution(lead[ATTRIBUTION_FIELD]),
    ...(overSoftLimit && { spamReasons: ["rate-limit"] }),
  };
}

export type LeadsApiOptions = {
  /** The per-client limits, shared with the contact form. */
  limits?: IntakeLimits;
  now?: () => Date;
};

/**
 * POST /api/leads: validates a chatbot lead, stores it, and answers `{ ok: true }` only once
 * the store has written it. Every answer is JSON; bad input is a 4xx, never a 500. Without a
 * store (the database could not be opened) it answers the configuration issue.
 */
export function leadsApi(
  store: LeadStore | undefined,
  { limits, now = () => new Date() }: LeadsApiOptions = {},
): Router {
  const router = Router();
  router.post("/api/leads", express.json({ limit: LEAD_BODY_LIMIT, strict: true }), async (req, res) => {
    res.set("Cache-Control", "no-store");
    // JSON only: a cross-site page cannot send that without a preflight.
    if (!req.is("application/json")) {
      return refuseAfterBody(req, res, 415, { ok: false, error: "Send the lead as JSON." });
    }
    const parsed = leadSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({
        ok: false,
        error: "Invalid lead.",
        fields: parsed.error.issues.map((i) => i.path.join(".")),
      });
      return;
    }
    const limit = limits
      ? await checkLimits(limits, clientKey(req))
      : { refused: false as const, overSoftLimit: false };
    if (limit.refused) {
      res
        .status(429)
        .set("Retry-After", String(limit.retryAfterSeconds))
        .json({ ok: false, error: enquiryErrors.rateLimited });
      return;
    }
    if (!store) {
      res.status(503).json({ ok: false, error: enquiryErrors.configuration });
      return;
    }
    try {
      await store.save(toSubmission(parsed.data, now(), limit.overSoftLimit));
    } catch (error) {
      log.error({ error: errorText(error) }, "Could not store a chatbot lead");
      res.status(503).json({ ok: false, error: enquiryErrors.configuration });
      return;
    }
    res.json({ ok: true });
  });

  router.all("/api/leads", (_req, res) => {
    res.status(405).set("Allow", "POST").json({ ok: false, error: "Use POST to send a lead." });
  });
  router.use(
    "/api/leads",
    jsonBodyErrors({ tooLarge: "Request too large.", unreadable: "Invalid request." }),
  );
  return router;
}
