import type { FieldErrors as FormFieldErrors } from "#common/forms.ts";

/**
 * The contact form's fields, options and texts (SPEC §5 and §8). Plain data with no zod,
 * so the form can render without loading the validator; enquiry-schema.ts holds the rules.
 */

export const interestTypes = ["AI Solutions", "IT Training", "IT & Digital Services", "Other"] as const;
export type InterestType = (typeof interestTypes)[number];

/** The interest that reveals the course field. */
export const courseInterestTrigger: InterestType = "IT Training";

/**
 * The course choice beside the catalogue's courses: what the visitor wants instead goes in
 * courseOther, which only sales and admin read (reports count it as "Other", never its text).
 */
export const OTHER_COURSE = "Other";
/** The longest courseOther kept (the input stops there; a longer post is refused with its message). */
export const COURSE_OTHER_MAX = 200;

export const fieldNames = [
  "name",
  "email",
  "phone",
  "interestType",
  "courseInterest",
  "courseOther",
  "subject",
  "message",
] as const;
export type FieldName = (typeof fieldNames)[number];
export type EnquiryValues = Record<FieldName, string>;
export type FieldErrors = FormFieldErrors<FieldName>;

export const emptyValues: EnquiryValues = {
  name: "",
  email: "",
  phone: "",
  interestType: "",
  courseInterest: "",
  courseOther: "",
  subject: "",
  message: "",
};

export const validationMessages = {
  nameRequired: "Full name is required.",
  nameShort: "Full name must be at least 2 characters.",
  emailRequired: "Email address is required.",
  emailInvalid: "Email address is invalid.",
  interestRequired: "Please select your area of interest.",
  subjectShort: "Subject must be at least 3 characters if provided.",
  courseOtherLong: `Please describe the course in ${COURSE_OTHER_MAX} characters or fewer.`,
  messageRequired: "Message is required.",
  messageShort: "Message must be at least 10 characters.",
} as const;

export const enquiryErrors = {
  server: "Oops! Something went wrong on the server. Please try again or contact our support team.",
  network:
    "Network error. Please check your connection and try again, or contact our support in Chennai, India.",
  configuration:
    "There's a configuration issue with the contact form. Please try again later or contact support.",
  rateLimited: "Too many submissions from your network. Please wait a few minutes and try again.",
  invalid: "Please correct the highlighted fields and try again.",
  tooLarge: "Your message is too long to send. Please shorten it and try again.",
} as const;

export function successMessage(interest: string): string {
  return `Message sent successfully! We'll get back to you soon regarding your ${interest} enquiry.`;
}

/** The success message hides after this long (SPEC constants). */
export const SUCCESS_HIDE_MS = 7000;

/** Submissions filled faster than this are treated as bots (answered ok, kept as spam). */
export const MIN_FILL_MS = 3000;

/** Version of the privacy notice beside the submit button; stored with each enquiry. Bump when its text changes. */
export const PRIVACY_NOTICE_VERSION = "enquiry-notice-2026-11-attribution";

/** Names of the hidden anti-abuse fields (the honeypot name looks like a real field to bots). */
export const HONEYPOT_FIELD = "company_website";
export const IDEMPOTENCY_FIELD = "idempotencyKey";
export const PRIVACY_VERSION_FIELD = "privacyVersion";

/**
 * The form's signed "form issued at" token (server/leads/form-token.ts), from which the server
 * measures its fill time, with or without JavaScript; each token counts for one enquiry.
 * Prerendered pages carry the placeholder, which the server swaps for a fresh token each time
 * it serves the page.
 */
export const FORM_TOKEN_FIELD = "formIssuedAt";
export const FORM_TOKEN_PLACEHOLDER = "__arivu_form_token__";

/** The interest named in a link like /contact?interest=IT%20Training, if it is one of ours. */
export function interestFromParam(value: string | null | undefined): InterestType | "" {
  if (!value) return "";
  const wanted = value.trim().toLowerCase();
  return interestTypes.find((t) => t.toLowerCase() === wanted) ?? "";
}
