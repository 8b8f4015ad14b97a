import { randomUUID } from "node:crypto";
import { z } from "zod";
import { validateEnquiry } from "#common/enquiry/enquiry-schema.ts";
import {
  enquiryErrors,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  MIN_FILL_MS,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_VERSION_FIELD,
  type FieldErrors,
} from "#common/enquiry/enquiry-fields.ts";
import { ATTRIBUTION_FIELD, type Attribution } from "#common/attribution.ts";
import type { RateLimiter } from "#server/http/rate-limit.ts";
import { errorText, log } from "#server/log.ts";
import { readAttribution } from "./attribution";
import type { FormTokens } from "./form-token";
import { catalogueCourses } from "./report-terms";
import type { LeadStore, SpamReason } from "./types";

export type SubmitOk = { ok: true; interest: string };
export type SubmitFailure = { ok: false; error: string; fieldErrors?: FieldErrors };
export type SubmitOutcome = { status: number; body: SubmitOk | SubmitFailure; retryAfterSeconds?: number };

export type SubmitOptions = {
  /** The client's address, for the rate limits. */
  clientKey: string;
  /**
   * What the server saw of where the visitor came from (the no-JavaScript form); the
   * JavaScript form sends its own in the body's `attribution` field.
   */
  attribution?: Attribution;
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
  [PRIVACY_VERSION_FIELD]: z.string().trim().min(1).max(64).optional().catch(undefined),
});

/**
 * The two limits per client on enquiries and chat leads together: past the soft one a
 * submission is kept as spam (offices and mobile carriers put many people behind one
 * address); past the hard one it is refused, which protects the storage.
 */
export type IntakeLimits = { soft: RateLimiter; hard: RateLimiter };

export type LimitVerdict =
  { refused: false; overSoftLimit: boolean } | { refused: true; retryAfterSeconds: number };

/** Counts one submission against both limits. A limit that cannot be counted lets the lead in. */
export async function checkLimits(limits: IntakeLimits, clientKey: string): Promise<LimitVerdict> {
  const count = (limiter: RateLimiter, name: string) =>
    limiter.hit(clientKey).catch((error: unknown) => {
      log.error({ limit: name, error: errorText(error) }, "An enquiry limit is unavailable; accepting");
      return { allowed: true, retryAfterSeconds: 0 };
    });
  const hard = await count(limits.hard, "hard");
  if (!hard.allowed) return { refused: true, retryAfterSeconds: hard.retryAfterSeconds };
  const soft = await count(limits.soft, "soft");
  return { refused: false, overSoftLimit: !soft.allowed };
}

/**
 * Accepts one contact form submission, for the JSON API and the /contact route action alike:
 * validate, refuse past the hard limit, then store it and answer ok. What looks automated is
 * stored as spam with its reasons, and answered exactly like everything else.
 */
export function createEnquirySubmitter({
  store,
  limits,
  formTokens,
  now = () => new Date(),
}: {
  store: LeadStore | undefined;
  limits: IntakeLimits;
  /** Reads the signed token the form's page was served with: its age is the fill time. */
  formTokens: Pick<FormTokens, "ageMs">;
  now?: () => Date;
}): EnquirySubmitter {
  return async (input, { clientKey, attribution }) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return { status: 400, body: { ok: false, error: enquiryErrors.invalid } };
    }
    const fields = input as Record<string, unknown>;
    const envelope = envelopeSchema.parse(fields);
    // A course outside the catalogue is stored as "Other", its text kept for sales only.
    const validation = validateEnquiry(fields, catalogueCourses);
    if (!validation.ok) {
      return {
        status: 400,
        body: { ok: false, error: enquiryErrors.invalid, fieldErrors: validation.fieldErrors },
      };
    }
    const { enquiry } = validation;

    const limit = await checkLimits(limits, clientKey);
    if (limit.refused) {
      return {
        status: 429,
        body: { ok: false, error: enquiryErrors.rateLimited },
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }
    if (!store) return { status: 503, body: { ok: false, error: enquiryErrors.configuration } };

    const reasons: SpamReason[] = [];
    const honeypot = envelope[HONEYPOT_FIELD];
    if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined)
      reasons.push("honeypot");
    // The fill time is the token's age, never what the browser claims.
    const token = fields[FORM_TOKEN_FIELD];
    const age = formTokens.ageMs(token, now().getTime());
    if (age === undefined) reasons.push("form-token");
    else if (age < MIN_FILL_MS) reasons.push("fast-fill");
    if (limit.overSoftLimit) reasons.push("rate-limit");

    try {
      await store.save({
        kind: "enquiry",
        // The no-JavaScript form has no per-fill key: each of its posts is its own record.
        idempotencyKey: envelope[IDEMPOTENCY_FIELD] ?? randomUUID(),
        ...enquiry,
        consentVersion: envelope[PRIVACY_VERSION_FIELD] ?? PRIVACY_NOTICE_VERSION,
        consentAt: now().toISOString(),
        source: "contact-form",
        attribution: attribution ?? readAttribution(fields[ATTRIBUTION_FIELD]),
        ...(reasons.length > 0 && { spamReasons: reasons }),
        // Only a valid token is recorded as used: forged ones would just fill the table.
        ...(age !== undefined && { formToken: token as string }),
      });
    } catch (error) {
      log.error({ error: errorText(error) }, "Could not store an enquiry");
      return { status: 503, body: { ok: false, error: enquiryErrors.configuration } };
    }
    // Spam gets the same answer as people, so bots learn nothing.
    return { status: 200, body: { ok: true, interest: enquiry.interestType } };
  };
}
