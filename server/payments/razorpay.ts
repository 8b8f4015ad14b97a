/**
 * Razorpay's REST API, the part a booking needs: Payment Links, and refunds of their payments.
 *
 * The official `razorpay` SDK is not used for the calls: its host is fixed
 * (https://api.razorpay.com, so tests could not reach the fake in tests/fakes), it drops every
 * request header but Content-Type and X-Razorpay-Account (so no X-Refund-Idempotency, and a retried
 * refund could be paid twice), and a network error comes out of it as a TypeError. Its request
 * types still say what we send. Every answer is checked with zod before it is trusted.
 */
import { z } from "zod";
import type { PaymentLinks } from "razorpay/dist/types/paymentLink";
import type { Env } from "#server/env.ts";

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };

/** Online payment is on when all three keys are set (server/env.ts refuses one or two). */
export function razorpayConfig(env: Env): RazorpayConfig | undefined {
  const {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  } = env;
  if (!keyId || !keySecret || !webhookSecret) return undefined;
  return { keyId, keySecret, webhookSecret, apiUrl: env.RAZORPAY_API_URL };
}

const linkPayment = z.object({ payment_id: z.string(), amount: z.coerce.number(), status: z.string() });

export const paymentLinkSchema = z.object({
  id: z.string(),
  status: z.enum(["created", "partially_paid", "paid", "expired", "cancelled"]),
  amount: z.number(),
  amount_paid: z.number().default(0),
  currency: z.string(),
  reference_id: z.string().nullish(),
  short_url: z.string().url(),
  expire_by: z.number().nullish(),
  payments: z.array(linkPayment).nullish(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string().nullish(),
  payment_id: z.string(),
  status: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

const errorSchema = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }).optional(),
});

/** An answer other than 2xx: its status and Razorpay's description; status 0 when none came. */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "RazorpayError";
  }
}

export type NewPaymentLink = PaymentLinks.RazorpayPaymentLinkCreateRequestBody & {
  amount: number;
  currency: "INR";
  reference_id: string;
  callback_url: string;
  callback_method: "get";
  expire_by: number;
};

const TIMEOUT_MS = 15_000;

export function razorpayClient(config: RazorpayConfig, { timeoutMs = TIMEOUT_MS } = {}) {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  async function call<T>(
    schema: z.ZodType<T>,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: auth,
          ...(body !== undefined && { "Content-Type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RazorpayError(0, `Razorpay could not be reached: ${(error as Error).message}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RazorpayError(res.status, `Razorpay answered ${res.status} with no JSON.`);
    }
    if (!res.ok) {
      const described = errorSchema.safeParse(json);
      const description = described.success ? described.data.error?.description : undefined;
      throw new RazorpayError(res.status, description ?? `Razorpay answered ${res.status}.`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new RazorpayError(res.status, `Razorpay's answer to ${path} is not as expected.`);
    return parsed.data;
  }

  return {
    createPaymentLink: (link: NewPaymentLink) => call(paymentLinkSchema, "POST", "/v1/payment_links", link),
    fetchPaymentLink: (id: string) =>
      call(paymentLinkSchema, "GET", `/v1/payment_links/${encodeURIComponent(id)}`),
    /** The links made with our reference (a booking id): finds one made by a call whose answer was lost. */
    paymentLinksFor: async (referenceId: string) =>
      (
        await call(
          z.object({ payment_links: z.array(paymentLinkSchema) }),
          "GET",
          `/v1/payment_links?reference_id=${encodeURIComponent(referenceId)}`,
        )
      ).payment_links,
    /** Refunds `amount` paise of a payment; the same idempotency key (10+ of A-Z a-z 0-9 _ -) never refunds twice. */
    refundPayment: (
      paymentId: string,
      p: { amount: number; idempotencyKey: string; notes?: Record<string, string> },
    ) =>
      call(
        refundSchema,
        "POST",
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: p.amount, ...(p.notes && { notes: p.notes }) },
        { "X-Refund-Idempotency": p.idempotencyKey },
      ),
  };
}

export type RazorpayClient = ReturnType<typeof razorpayClient>;
