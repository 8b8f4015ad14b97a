/**
 * What a booking costs before anything is paid: the fee (or the seat deposit), its GST and
 * the total, and for a deposit the balance left to pay before the batch starts. The same
 * function draws the page's summary and prices the booking on the server, from our amounts.
 */
import { gstFor, type GstBreakdown } from "./gst";

export const BOOKING_PLANS = ["full", "deposit"] as const;
export type BookingPlan = (typeof BOOKING_PLANS)[number];

/** A batch's amounts, in paise; no deposit when its course takes only the whole fee. */
export type BatchPrice = { feePaise: number; depositPaise: number | null };

export type PriceSummary = GstBreakdown & {
  plan: BookingPlan;
  feePaise: number;
  /** The fee not paid now (a deposit's balance), before its GST; 0 for the whole fee. */
  balancePaise: number;
};

export function priceSummary(price: BatchPrice, plan: BookingPlan, billingState: string): PriceSummary {
  const deposit = plan === "deposit" && price.depositPaise !== null;
  const taxable = deposit ? price.depositPaise! : price.feePaise;
  return {
    plan: deposit ? "deposit" : "full",
    feePaise: price.feePaise,
    balancePaise: price.feePaise - taxable,
    ...gstFor(taxable, billingState),
  };
}
