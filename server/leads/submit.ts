import { randomUUID } from "node:crypto";
import { z } from "zod";
import { validateEnquiry } from "../../app/features/contact/enquiry-schema";
import {
  enquiryErrors,
  FILL_TIME_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  MIN_FILL_MS,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_VERSION_FIELD,
  type FieldErrors,
} from "../../app/features/contact/enquiry-fields";
import type { RateLimiter } from "../http/rate-limit";
import type { FormTokens } from "./form-token";
import type { LeadStore } from "./types";

export type SubmitOk = { ok: true; interest: string };
export type SubmitFailure = { ok: false; error: string; fieldErrors?: FieldErrors };
export type SubmitOutcome = { status: number; body: SubmitOk | SubmitFailure; retryAfterSeconds?: number };

export type SubmitOptions = {
  /** The client's address, for the rate limit. */
  clientKey: string;
  /** Whether a submission without a fill time is a bot (both forms always have one). */
  requireFillTime: boolean;
  /**
   * Where the fill time comes from: the JavaScript form reports it (`fillMs`); the
   * no-JavaScript form brings the signed token its page was served with, and whatever
   * `fillMs` its body claims is ignored.
   */
  fillTimeFrom?: "body" | "formToken";
};

export type EnquirySubmitter = (input: unknown, options: SubmitOptions) => Promise<SubmitOutcome>;

/** The hidden fields around the visible ones: anti-abuse signals, idempotency and consent. */
const envelopeSchema = z.object({
  [HONEYPOT_FIELD]: z.unknown().optional(),
  [IDEMPOTENCY_FIELD]: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,100}$/)
    .optional()
    .catch(undefined),
  [FILL_TIME_FIELD]: z.coerce.number().finite().nonnegative().optional().catch(undefined),
  [PRIVACY_VERSION_FIELD]: z.string().trim().min(1).max(64).optional().catch(undefined),
});

/**
 * Accepts one contact form submission, for the JSON API and the /contact route action alike:
 * validate, turn bots away as if they succeeded, rate-limit, then answer ok only once the
 * store has written the record.
 */
export function createEnquirySubmitter({
  store,
  limiter,
  formTokens,
  now = () => new Date(),
}: {
  store: LeadStore | undefined;
  limiter: RateLimiter;
  /** Reads the no-JavaScript form's token; without it such forms have no fill time. */
  formTokens?: Pick<FormTokens, "ageMs">;
  now?: () => Date;
}): EnquirySubmitter {
  return async (input, { clientKey, requireFillTime, fillTimeFrom = "body" }) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return { status: 400, body: { ok: false, error: enquiryErrors.invalid } };
    }
    const fields = input as Record<string, unknown>;
    const envelope = envelopeSchema.parse(fields);
    const validation = validateEnquiry(fields);
    if (!validation.ok) {
      return { status: 400, body: { ok: false, error: enquiryErrors.invalid, fieldErrors: validation.fieldErrors } };
    }
    const { enquiry } = validation;
    const fillMs =
      fillTimeFrom === "formToken" ? formTokens?.ageMs(fields[FORM_TOKEN_FIELD], now().getTime()) : envelope[FILL_TIME_FIELD];
    const honeypot = envelope[HONEYPOT_FIELD];
    const looksLikeBot =
      (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined) ||
      (fillMs === undefined ? requireFillTime : fillMs < MIN_FILL_MS);
    // Bots get the same answer as people, so they learn nothing; nothing is stored.
    if (looksLikeBot) return { status: 200, body: { ok: true, interest: enquiry.interestType } };

    const limit = limiter.hit(clientKey);
    if (!limit.allowed) {
      return { status: 429, body: { ok: false, error: enquiryErrors.rateLimited }, retryAfterSeconds: limit.retryAfterSeconds };
    }

    if (!store) return { status: 503, body: { ok: false, error: enquiryErrors.configuration } };
    try {
      await store.save({
        kind: "enquiry",
        // The no-JavaScript form has no per-fill key: each of its posts is its own record.
        idempotencyKey: envelope[IDEMPOTENCY_FIELD] ?? randomUUID(),
        ...enquiry,
        consentVersion: envelope[PRIVACY_VERSION_FIELD] ?? PRIVACY_NOTICE_VERSION,
        consentAt: now().toISOString(),
        source: "contact-form",
      });
    } catch (error) {
      console.error("Could not store an enquiry:", error instanceof Error ? error.message : error);
      return { status: 503, body: { ok: false, error: enquiryErrors.configuration } };
    }
    return { status: 200, body: { ok: true, interest: enquiry.interestType } };
  };
}
