/**
 * Online payment of bookings through Razorpay Payment Links, on when the three RAZORPAY_* keys
 * are set: the link per booking, the visitor's signed return, the webhook, the reconciling job
 * and the refunds of late payments.
 */
import type { Db } from "#server/db/index.ts";
import type { Env } from "#server/env.ts";
import { confirmCallback } from "./callback";
import { paymentLinkFor } from "./payment-link";
import { razorpayClient, razorpayConfig, type RazorpayClient } from "./razorpay";
import { startReconciling } from "./reconcile";
import { receiveWebhook } from "./webhook";

export type PaymentsOptions = {
  db: Db;
  /** Wakes the outbox when a receipt or a refund notice is queued. */
  queued?: () => void;
  now?: () => Date;
  reconcileEveryMs?: number;
};

export function startPayments(env: Env, { db, queued, now, reconcileEveryMs }: PaymentsOptions) {
  const config = razorpayConfig(env);
  if (!config) return undefined;
  const razorpay: RazorpayClient = razorpayClient(config);
  const deps = { db, razorpay, queued, now };
  const reconciling = startReconciling(deps, reconcileEveryMs);
  return {
    razorpay,
    paymentLink: (bookingId: string) => paymentLinkFor({ ...deps, siteUrl: env.SITE_URL }, bookingId),
    callback: (bookingId: string, query: Record<string, unknown>) =>
      confirmCallback({ ...deps, keySecret: config.keySecret }, bookingId, query),
    webhook: (body: Buffer, headers: { signature?: string; eventId?: string }) =>
      receiveWebhook({ ...deps, webhookSecret: config.webhookSecret }, body, headers),
    stop: () => reconciling.stop(),
  };
}

export type PaymentsService = NonNullable<ReturnType<typeof startPayments>>;
