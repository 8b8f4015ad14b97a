import express, { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import { z } from "zod";
import type { LeadStore, NewSubmission } from "../leads/types";

/** The chatbot offers these; "Something Else" never becomes a lead. */
export const LEAD_SERVICES = ["AI Solutions", "IT Training", "IT & Digital Services"] as const;

export const LEAD_BODY_LIMIT = "8kb";

const answer = z.string().trim().min(1).max(200);

/** A chatbot lead as the browser posts it; unknown fields are dropped. Answers are free text. */
export const leadSchema = z.object({
  service: z.enum(LEAD_SERVICES),
  name: answer,
  email: answer,
  phone: answer,
  idempotencyKey: z.string().trim().min(8).max(100),
  consentVersion: z.string().trim().min(1).max(50),
  consentAt: z.iso.datetime({ offset: true }),
});

export type LeadBody = z.infer<typeof leadSchema>;

/** Shown by the client's log only; the same wording as the form's configuration issue. */
const UNAVAILABLE =
  "There's a configuration issue with the contact form. Please try again later or contact support.";

/** The message stored and forwarded with the lead: the answers, readable by sales. */
export function leadMessage(lead: Pick<LeadBody, "service" | "name" | "email" | "phone">): string {
  return [
    `Chatbot lead for ${lead.service}.`,
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
  ].join("\n");
}

export function toSubmission(lead: LeadBody): NewSubmission {
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
    consentAt: new Date(lead.consentAt).toISOString(),
  };
}

export type LeadsApiOptions = {
  /** Per-client rate limit, run before the body is read. */
  rateLimit?: RequestHandler;
};

/**
 * POST / (mounted at /api/leads): validates a chatbot lead, stores it, and answers
 * `{ ok: true }` only once the store has written it. Bad input gets a 4xx JSON answer.
 */
export function leadsApi(store: LeadStore, { rateLimit }: LeadsApiOptions = {}): Router {
  const router = Router();
  if (rateLimit) router.use(rateLimit);
  // JSON only: a cross-site page cannot send that without a preflight.
  router.use(express.json({ limit: LEAD_BODY_LIMIT }));

  router.post("/", async (req, res) => {
    res.set("Cache-Control", "no-store");
    const parsed = leadSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ ok: false, error: "Invalid lead.", fields: parsed.error.issues.map((i) => i.path.join(".")) });
      return;
    }
    try {
      await store.save(toSubmission(parsed.data));
    } catch (error) {
      console.error("Storing a chatbot lead failed.", error);
      res.status(503).json({ ok: false, error: UNAVAILABLE });
      return;
    }
    res.json({ ok: true });
  });

  router.all("/", (_req, res) => {
    res.set("Allow", "POST").status(405).json({ ok: false, error: "Method not allowed." });
  });

  router.use(badBody);
  return router;
}

/** Malformed or oversized bodies: their 4xx status, as JSON. */
const badBody: ErrorRequestHandler = (err, _req, res, next) => {
  const status = Number((err as { status?: number }).status);
  if (res.headersSent || !(status >= 400 && status < 500)) return next(err);
  res.status(status).json({ ok: false, error: status === 413 ? "Request too large." : "Invalid request." });
};
