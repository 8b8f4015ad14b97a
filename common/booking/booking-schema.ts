/**
 * The booking form's one schema, checked in the browser before sending and by the route
 * action: who books (name, email, phone), where they are billed (their state, and a GSTIN
 * when the business pays), and the whole fee or a seat deposit. The waiting list asks only
 * who. Unknown keys are dropped; amounts are never read from the form.
 */
import { z } from "zod";
import { validationMessages as m } from "#common/enquiry/enquiry-fields.ts";
import { gstinMessage, gstinProblem, normalGstin } from "./gstin";
import { STATE_NAMES } from "./indian-states";
import { BOOKING_PLANS } from "./price";
import { bookingMessages } from "./booking-fields";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

const who = {
  name: required(m.nameRequired).min(2, m.nameShort).max(100, "At most 100 characters."),
  email: required(m.emailRequired).max(254, m.emailInvalid).regex(EMAIL_PATTERN, m.emailInvalid),
  phone: required(bookingMessages.phoneRequired)
    .max(30, bookingMessages.phoneInvalid)
    .refine((p) => /^\+?[\d\s()-]+$/.test(p), bookingMessages.phoneInvalid)
    .refine((p) => {
      const digits = p.replace(/\D/g, "").length;
      return digits >= 10 && digits <= 15;
    }, bookingMessages.phoneInvalid),
};

export const bookingSchema = z
  .object({
    ...who,
    billingState: z.enum(STATE_NAMES, { error: bookingMessages.stateRequired }),
    gstin: z
      .string()
      .optional()
      .transform((g) => normalGstin(g ?? "")),
    plan: z.enum(BOOKING_PLANS, { error: bookingMessages.planRequired }).default("full"),
  })
  .superRefine(({ gstin, billingState }, ctx) => {
    const problem = gstin ? gstinProblem(gstin, billingState) : undefined;
    if (problem) ctx.addIssue({ code: "custom", path: ["gstin"], message: gstinMessage(problem) });
  });

export type BookingInput = z.output<typeof bookingSchema>;

/** Joining a full batch's waiting list. */
export const waitingListSchema = z.object(who);
export type WaitingListInput = z.output<typeof waitingListSchema>;
