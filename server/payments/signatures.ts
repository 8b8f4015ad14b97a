/**
 * Razorpay's signatures, checked in constant time (the SDK's helpers compare with ===): the
 * visitor's return from a Payment Link, signed with the key secret, and webhooks, signed with
 * the webhook secret over the raw body.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type CallbackParams = {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
};

export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The callback's signature: HMAC-SHA256 of `payment_link_id|reference_id|status|payment_id`. */
export function callbackSigned(p: CallbackParams, keySecret: string): boolean {
  const payload = [
    p.razorpay_payment_link_id,
    p.razorpay_payment_link_reference_id,
    p.razorpay_payment_link_status,
    p.razorpay_payment_id,
  ].join("|");
  return sameHex(hmacHex(keySecret, payload), p.razorpay_signature);
}

/** X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSigned(
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
): boolean {
  return typeof signature === "string" && sameHex(hmacHex(webhookSecret, rawBody), signature);
}
