import { z } from "zod";
import { parseForm } from "#common/forms.ts";
import {
  courseInterestTrigger,
  fieldNames,
  interestTypes,
  validationMessages as m,
  type EnquiryValues,
  type FieldErrors,
} from "./enquiry-fields";

/** Looks like name@domain.tld, with no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });
/** Optional text: missing, blank or whitespace becomes undefined. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/**
 * The one contact form schema (SPEC §5), used by the browser before sending and by the
 * server for the API and the no-JavaScript route action. Unknown keys are dropped.
 */
export const enquirySchema = z
  .object({
    name: requiredText(m.nameRequired).min(2, m.nameShort),
    email: requiredText(m.emailRequired).regex(EMAIL_PATTERN, m.emailInvalid),
    phone: optionalText,
    interestType: z.enum(interestTypes, { error: m.interestRequired }),
    courseInterest: optionalText,
    subject: optionalText.refine((v) => v === undefined || v.length >= 3, m.subjectShort),
    message: requiredText(m.messageRequired).min(10, m.messageShort),
  })
  // The course only means something for IT Training enquiries.
  .transform((v) => ({
    ...v,
    courseInterest: v.interestType === courseInterestTrigger ? v.courseInterest : undefined,
  }));

export type Enquiry = z.output<typeof enquirySchema>;

export type EnquiryValidation = { ok: true; enquiry: Enquiry } | { ok: false; fieldErrors: FieldErrors };

/** Validates form values; on failure gives the first message of each field. */
export function validateEnquiry(input: Partial<EnquiryValues> | Record<string, unknown>): EnquiryValidation {
  const result = parseForm(enquirySchema, input);
  if (result.ok) return { ok: true, enquiry: result.value };
  const fieldErrors: FieldErrors = {};
  for (const field of fieldNames)
    if (result.fieldErrors[field]) fieldErrors[field] = result.fieldErrors[field];
  return { ok: false, fieldErrors };
}
