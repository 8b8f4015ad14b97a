import { z } from "zod";
import { formatRupees } from "#common/booking/gst.ts";

export const bookingMessages = {
  amount: "Enter the amount to refund in rupees, like 5,000 or 29,500.00.",
  positive: "Enter at least ₹1 (the smallest refund Razorpay makes).",
  tooMuch: (refundablePaise: number) =>
    `At most ${formatRupees(refundablePaise)}: what is left of the payment after earlier refunds.`,
  stale: "This form is out of date: reload the page and try again.",
} as const;

/** "₹29,500.00", "29500" or "5,000.5" as paise; undefined for anything else. */
export function rupeesToPaise(text: string): number | undefined {
  const clean = text.replace(/[₹,\s]/g, "").replace(/^Rs\.?/i, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return undefined;
  const [rupees, paise = ""] = clean.split(".");
  return Number(rupees) * 100 + Number(paise.padEnd(2, "0"));
}

/**
 * A refund from the inbox: an amount in rupees, at least ₹1 and at most what is left to refund.
 * `refundable` (paise) is what the form showed as left and `refundKey` the form's own key: the
 * refund (server/bookings/refund.ts) checks the figure against the booking's when it claims the key.
 */
export const refundIntent = z
  .object({
    intent: z.literal("refund"),
    amount: z
      .string({ error: bookingMessages.amount })
      .trim()
      .transform((text, ctx) => {
        const paise = rupeesToPaise(text);
        if (paise === undefined) {
          ctx.addIssue({ code: "custom", message: bookingMessages.amount });
          return z.NEVER;
        }
        return paise;
      }),
    refundable: z.coerce
      .number({ error: bookingMessages.stale })
      .int(bookingMessages.stale)
      .min(0, bookingMessages.stale),
    // A UUID as the panel makes it; Razorpay's idempotency key is made from it.
    refundKey: z.string({ error: bookingMessages.stale }).regex(/^[0-9a-f-]{36}$/, bookingMessages.stale),
  })
  .superRefine(({ amount, refundable }, ctx) => {
    if (amount < 100) ctx.addIssue({ code: "custom", path: ["amount"], message: bookingMessages.positive });
    else if (amount > refundable)
      ctx.addIssue({ code: "custom", path: ["amount"], message: bookingMessages.tooMuch(refundable) });
  });

/** An offline booking paid at the office. */
export const markPaidIntent = z.object({ intent: z.literal("mark-paid") });
