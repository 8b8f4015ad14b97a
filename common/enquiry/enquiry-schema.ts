import { z } from "zod";
import { parseForm } from "#common/forms.ts";
import {
  COURSE_OTHER_MAX,
  courseInterestTrigger,
  fieldNames,
  interestTypes,
  OTHER_COURSE,
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
    courseOther: optionalText.refine(
      (v) => v === undefined || v.length <= COURSE_OTHER_MAX,
      m.courseOtherLong,
    ),
    subject: optionalText.refine((v) => v === undefined || v.length >= 3, m.subjectShort),
    message: requiredText(m.messageRequired).min(10, m.messageShort),
  })
  // The course only means something for IT Training enquiries, and its text only with "Other".
  .transform((v) => {
    const training = v.interestType === courseInterestTrigger;
    return {
      ...v,
      courseInterest: training ? v.courseInterest : undefined,
      courseOther: training && v.courseInterest === OTHER_COURSE ? v.courseOther : undefined,
    };
  });

export type Enquiry = z.output<typeof enquirySchema>;

export type EnquiryValidation = { ok: true; enquiry: Enquiry } | { ok: false; fieldErrors: FieldErrors };

/**
 * The course as stored: one of `courses` (the catalogue's names), OTHER_COURSE or none. Any other
 * text (an old form's free text, a bot's) is not dropped: it becomes the other text, which only
 * sales read, so that reports never show it.
 */
export function chooseCourse(enquiry: Enquiry, courses: readonly string[]): Enquiry {
  const course = enquiry.courseInterest;
  if (course === undefined || course === OTHER_COURSE || courses.includes(course)) return enquiry;
  return {
    ...enquiry,
    courseInterest: OTHER_COURSE,
    courseOther: [...course].slice(0, COURSE_OTHER_MAX).join(""),
  };
}

/**
 * Validates form values; on failure gives the first message of each field. With `courses` (the
 * server has the catalogue, the browser does not need it to find errors) the course is chosen
 * from them as chooseCourse says.
 */
export function validateEnquiry(
  input: Partial<EnquiryValues> | Record<string, unknown>,
  courses?: readonly string[],
): EnquiryValidation {
  const result = parseForm(enquirySchema, input);
  if (result.ok) return { ok: true, enquiry: courses ? chooseCourse(result.value, courses) : result.value };
  const fieldErrors: FieldErrors = {};
  for (const field of fieldNames)
    if (result.fieldErrors[field]) fieldErrors[field] = result.fieldErrors[field];
  return { ok: false, fieldErrors };
}
