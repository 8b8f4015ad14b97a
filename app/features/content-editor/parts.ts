/**
 * The parts of /admin/content and the fields of each part's form, as plain data: one form
 * component draws them all (item-form.tsx), and one schema per part checks them
 * (editor-schema.ts). No zod here.
 */
import type { SiteContent } from "#app/content/live/schema.ts";
import { TEXT_LIMITS } from "#app/content/limits.ts";

export const PARTS = [
  "batches",
  "courses",
  "tracks",
  "offer",
  "faqs",
  "testimonials",
  "contact",
  "billing",
  "hero",
] as const;
export type Part = (typeof PARTS)[number];
/** Parts that are one item rather than a list. */
export const SINGLE_PARTS = ["offer", "contact", "billing"] as const satisfies Part[];
export type SinglePart = (typeof SINGLE_PARTS)[number];
export const isSinglePart = (part: Part): part is SinglePart =>
  (SINGLE_PARTS as readonly Part[]).includes(part);

export type FieldSpec = {
  name: string;
  label: string;
  /** "lines": a list, one item per line. */
  kind: "text" | "textarea" | "lines" | "number" | "date" | "select" | "checkbox";
  /** For selects: value and label. "courses" and "tracks" are filled from the content. */
  options?: readonly (readonly [string, string])[] | "courses" | "tracks";
  hint?: string;
  required?: boolean;
  /** Characters the schema accepts, as the input's maxLength (the action checks it too). */
  maxLength?: number;
};

export const partLabels: Record<Part, string> = {
  batches: "Batches",
  courses: "Fees & durations",
  tracks: "Price tracks",
  offer: "Offer banner",
  faqs: "FAQs",
  testimonials: "Testimonials",
  contact: "Contact details",
  billing: "Billing & payment details",
  hero: "Hero slides",
};

/** Where each part shows, for the preview links. */
export const previewPaths: Record<Part, string[]> = {
  batches: ["/it-training/batch-calendar", "/it-training/programs"],
  courses: ["/it-training/programs", "/it-training/plans-pricing"],
  tracks: ["/it-training/plans-pricing"],
  offer: ["/"],
  faqs: ["/", "/it-training"],
  testimonials: ["/introduction"],
  contact: ["/contact"],
  billing: ["/it-training/batch-calendar"],
  hero: ["/"],
};

/** Lists that may grow, shrink and be reordered; the others keep their items (courses, the 3 slides). */
export const editableLists: Part[] = ["batches", "faqs", "testimonials"];

export const fields: Record<Part, FieldSpec[]> = {
  batches: [
    { name: "courseId", label: "Course", kind: "select", options: "courses", required: true },
    { name: "startDate", label: "Start date", kind: "date", required: true },
    {
      name: "mode",
      label: "Mode",
      kind: "select",
      options: [
        ["classroom", "Classroom"],
        ["online", "Online"],
        ["hybrid", "Hybrid"],
      ],
      required: true,
    },
    {
      name: "timing",
      label: "Timing",
      kind: "select",
      options: [
        ["weekday", "Weekday evenings"],
        ["weekend", "Weekends"],
      ],
      required: true,
    },
    { name: "seats", label: "Seats", kind: "number", required: true },
    {
      name: "fee",
      label: "Fee for this batch",
      kind: "text",
      hint: "Leave empty to charge the course's fee.",
      maxLength: TEXT_LIMITS.fee,
    },
    {
      name: "status",
      label: "Status",
      kind: "select",
      options: [
        ["open", "Open"],
        ["filling-fast", "Filling fast"],
        ["full", "Full"],
      ],
      required: true,
    },
  ],
  courses: [
    {
      name: "price",
      label: "Fee",
      kind: "text",
      hint: "Like ₹18,500, ₹45,000 - ₹55,000 or Contact for Pricing.",
      required: true,
      maxLength: TEXT_LIMITS.fee,
    },
    {
      name: "duration",
      label: "Duration",
      kind: "text",
      hint: "Like 8 weeks, 3-4 months or 5 days.",
      required: true,
      maxLength: TEXT_LIMITS.duration,
    },
    { name: "track", label: "Price track", kind: "select", options: "tracks", required: true },
    {
      name: "deposit",
      label: "Seat deposit",
      kind: "text",
      hint: "Like ₹5,000: a visitor may book with it and pay the balance before the batch starts. Leave empty to take only the whole fee.",
      maxLength: TEXT_LIMITS.fee,
    },
  ],
  tracks: [
    { name: "title", label: "Title", kind: "text", required: true, maxLength: TEXT_LIMITS.trackTitle },
    {
      name: "description",
      label: "Description",
      kind: "textarea",
      hint: "Its courses are those whose price track is this one, under Fees & durations.",
      required: true,
      maxLength: TEXT_LIMITS.trackDescription,
    },
  ],
  offer: [
    { name: "enabled", label: "Show the offer banner", kind: "checkbox" },
    { name: "percent", label: "Discount (%)", kind: "number", required: true },
    {
      name: "text",
      label: "Text after “N% OFF - ”",
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.offerText,
    },
    {
      name: "endsOn",
      label: "Last day",
      kind: "date",
      hint: "Leave empty to show it until you turn it off.",
    },
  ],
  faqs: [
    {
      name: "question",
      label: "Question",
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.faqQuestion,
    },
    {
      name: "answer",
      label: "Answer",
      kind: "textarea",
      hint: `An empty line starts a new paragraph. At most ${TEXT_LIMITS.faqAnswer.toLocaleString("en-IN")} characters.`,
      required: true,
      maxLength: TEXT_LIMITS.faqAnswer,
    },
    {
      name: "category",
      label: "Category",
      kind: "select",
      options: [
        ["Training", "Training"],
        ["AI Services", "AI Services"],
        ["Business Services", "Business Services"],
      ],
      required: true,
    },
  ],
  testimonials: [
    { name: "name", label: "Name", kind: "text", required: true, maxLength: TEXT_LIMITS.testimonialName },
    {
      name: "title",
      label: "Role and place",
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.testimonialTitle,
    },
    {
      name: "quote",
      label: "Quote",
      kind: "textarea",
      required: true,
      maxLength: TEXT_LIMITS.testimonialQuote,
    },
  ],
  contact: [
    {
      name: "phones",
      label: "Phones",
      kind: "lines",
      hint: "One per line, at most 3. The first is the main number, shown in the header.",
      required: true,
    },
    {
      name: "whatsappNumber",
      label: "WhatsApp number",
      kind: "text",
      hint: "Digits with the country code, like 919884012345.",
      required: true,
    },
    { name: "email", label: "Email", kind: "text", required: true, maxLength: TEXT_LIMITS.email },
    { name: "street", label: "Street", kind: "text", required: true, maxLength: TEXT_LIMITS.street },
    { name: "locality", label: "Locality", kind: "text", required: true, maxLength: TEXT_LIMITS.locality },
    { name: "region", label: "State", kind: "text", required: true, maxLength: TEXT_LIMITS.region },
    { name: "postalCode", label: "PIN code", kind: "text", required: true, maxLength: 6 },
    {
      name: "officeHours",
      label: "Office hours",
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.officeHours,
    },
  ],
  billing: [
    {
      name: "legalName",
      label: "Legal name",
      kind: "text",
      hint: "As registered for GST: the invoice's supplier. Its address is the contact details'.",
      required: true,
      maxLength: TEXT_LIMITS.legalName,
    },
    {
      name: "gstin",
      label: "GSTIN",
      kind: "text",
      hint: "15 characters, like 33ABCDE1234F1Z7.",
      required: true,
      maxLength: 15,
    },
    {
      name: "bankAccountName",
      label: "Bank account name",
      kind: "text",
      hint: "Shown to visitors who pay by bank transfer.",
      required: true,
      maxLength: TEXT_LIMITS.legalName,
    },
    { name: "bankAccountNumber", label: "Account number", kind: "text", required: true, maxLength: 18 },
    {
      name: "ifsc",
      label: "IFSC",
      kind: "text",
      hint: "11 characters, like HDFC0001234.",
      required: true,
      maxLength: 11,
    },
    {
      name: "bankName",
      label: "Bank and branch",
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.bankName,
    },
    {
      name: "upiId",
      label: "UPI id",
      kind: "text",
      hint: "Like arivutech@hdfcbank.",
      required: true,
      maxLength: TEXT_LIMITS.upiId,
    },
    {
      name: "defaultSeats",
      label: "Seats in each scheduled batch",
      kind: "number",
      hint: "Until you enter batches of your own, the calendar's monthly schedule takes this many bookings in each batch.",
      required: true,
    },
  ],
  hero: [
    {
      name: "supertitle",
      label: "Line above the title",
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.heroSupertitle,
    },
    { name: "title", label: "Title", kind: "text", required: true, maxLength: TEXT_LIMITS.heroTitle },
    {
      name: "subtitle",
      label: "Text",
      kind: "textarea",
      required: true,
      maxLength: TEXT_LIMITS.heroSubtitle,
    },
    {
      name: "ctaText",
      label: "Button text",
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.heroCtaText,
    },
  ],
};

type AnyItem = Record<string, unknown>;

/** An item as its form's text values (a list one per line, an FAQ's paragraphs with an empty line between). */
export function formValuesOf(part: Part, item: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = new Set(fields[part].filter((f) => f.kind === "lines").map((f) => f.name));
  for (const [key, value] of Object.entries((item ?? {}) as AnyItem)) {
    if (Array.isArray(value)) values[key] = value.join(lines.has(key) ? "\n" : "\n\n");
    else if (typeof value === "boolean") values[key] = value ? "on" : "";
    else values[key] = value === undefined || value === null ? "" : String(value);
  }
  return values;
}

/** The items of a part, as a list (one for the single parts). */
export function itemsOf(content: SiteContent, part: Part): unknown[] {
  const value = content[part];
  return Array.isArray(value) ? value : [value];
}
