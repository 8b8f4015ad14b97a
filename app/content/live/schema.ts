/**
 * The content the company edits itself at /admin/content: batches, course fees and durations,
 * the offer, FAQs, testimonials, contact details and the hero slides' text. Each part is
 * checked by the schema that checks app/content at build time (../schema.ts); the rest of the
 * site's text stays in code. Server and editor only: public pages import the types alone.
 */
import { z } from "zod";
import {
  brandSchema,
  contactSchema,
  courseSchema,
  faqItemSchema,
  heroSlideSchema,
  priceTrackSchema,
  testimonialSchema,
} from "#app/content/schema.ts";
import { LIST_LIMITS, listFullMessage, TEXT_LIMITS } from "#app/content/limits.ts";
import { priceAmounts } from "#app/content/course-rules.ts";
import { calendarDay, EARLIEST_YEAR } from "#common/calendar-date.ts";
import { gstinMessage, gstinProblem, normalGstin } from "#common/booking/gstin.ts";

export const BATCH_MODES = ["classroom", "online", "hybrid"] as const;
export const BATCH_TIMINGS = ["weekday", "weekend"] as const;
export const BATCH_STATUSES = ["open", "filling-fast", "full"] as const;
/** The seats of each generated batch on a fresh install (billing's defaultSeats). */
export const DEFAULT_SEATS = 20;

/** A batch the company runs: it replaces the generated schedule once one is entered. */
export const batchSchema = z.object({
  courseId: z.string().trim().min(1, "Choose a course."),
  startDate: calendarDay({
    invalid: "Enter the start date.",
    outOfRange: "Enter a start date within the next five years.",
  }),
  mode: z.enum(BATCH_MODES, "Choose classroom, online or hybrid."),
  timing: z.enum(BATCH_TIMINGS, "Choose weekday or weekend."),
  seats: z.coerce
    .number("Enter the number of seats.")
    .int("Seats are a whole number.")
    .min(1, "A batch needs at least 1 seat.")
    .max(500, "At most 500 seats."),
  /** Replaces the course's fee for this batch. */
  fee: z.union([z.literal(""), courseSchema.shape.price]).optional(),
  status: z.enum(BATCH_STATUSES, "Choose open, filling fast or full."),
});

const depositMessage = "Write the deposit as one amount, like ₹5,000, or leave it empty.";
/** A seat deposit: one fee ("₹5,000"), or "" when the course takes only the whole fee. */
export const depositSchema = z.union([
  z.literal(""),
  courseSchema.shape.price.refine((fee) => priceAmounts(fee).length === 1, depositMessage),
]);

/** A course's fee, duration and price track (its other text stays in app/content/courses.ts). */
export const courseFeeSchema = z.object({
  id: courseSchema.shape.id,
  price: courseSchema.shape.price,
  duration: courseSchema.shape.duration,
  track: priceTrackSchema.shape.id,
  /** Booked with a seat deposit instead of the whole fee, the balance due before the batch starts. */
  deposit: depositSchema.default(""),
});

/** Why a course's deposit cannot be taken: more than its fee, or a fee that is not one amount. */
export function depositProblem({ price, deposit }: { price: string; deposit: string }): string | undefined {
  if (!deposit) return undefined;
  const [fee, ...more] = priceAmounts(price);
  if (fee === undefined || more.length)
    return "A deposit needs the course's fee as one amount, like ₹18,500.";
  if (priceAmounts(deposit)[0] >= fee) return "The deposit must be less than the course's fee.";
  return undefined;
}

/** A track of the plans & pricing page; its courses are those whose `track` names it, in catalogue order. */
export const trackSchema = priceTrackSchema.pick({ id: true, title: true, description: true });

export const offerSchema = z.object({
  enabled: z.boolean(),
  /** Shown after "N% OFF - ". */
  text: z
    .string()
    .trim()
    .min(1, "Enter the banner's text.")
    .max(TEXT_LIMITS.offerText, `At most ${TEXT_LIMITS.offerText} characters.`),
  percent: z.coerce
    .number("Enter the percentage.")
    .int("A whole number.")
    .min(1, "At least 1%.")
    .max(90, "At most 90%."),
  /** The last day it shows (IST); none: until turned off. */
  endsOn: z.union([
    z.literal(""),
    calendarDay({
      invalid: "Enter a date that exists, or leave it empty.",
      outOfRange: (latestYear) =>
        `Enter a last day from ${EARLIEST_YEAR} to ${latestYear}, or leave it empty.`,
    }),
  ]),
});

export const contactDetailsSchema = z.object({
  /** The first is the main number: the header's and the structured data's. */
  phones: z
    .array(brandSchema.shape.phone)
    .min(1, "Enter at least one phone number.")
    .max(3, "At most 3 phone numbers."),
  whatsappNumber: brandSchema.shape.whatsappNumber,
  email: brandSchema.shape.email,
  street: brandSchema.shape.address.shape.street,
  locality: brandSchema.shape.address.shape.locality,
  region: brandSchema.shape.address.shape.region,
  postalCode: brandSchema.shape.address.shape.postalCode,
  officeHours: contactSchema.shape.officeHours,
});

const billingText = (label: string, max: number) =>
  z.string(`Enter the ${label}.`).trim().min(1, `Enter the ${label}.`).max(max, `At most ${max} characters.`);

/**
 * The supplier's details for bookings: the invoice's name and GSTIN (the address is the
 * contact details'), where a visitor without online payment pays: bank account and UPI, and
 * the seats of each batch of the generated schedule.
 */
export const billingSchema = z.object({
  legalName: billingText("company's legal name", TEXT_LIMITS.legalName),
  gstin: z
    .string("Enter the company's GSTIN.")
    .transform(normalGstin)
    .superRefine((gstin, ctx) => {
      const problem = gstinProblem(gstin);
      if (problem) ctx.addIssue({ code: "custom", message: gstinMessage(problem) });
    }),
  bankAccountName: billingText("account's name", TEXT_LIMITS.legalName),
  bankAccountNumber: z
    .string("Enter the account number.")
    .transform((n) => n.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^[0-9]{9,18}$/, "An account number has 9 to 18 digits.")),
  ifsc: z
    .string("Enter the IFSC.")
    .transform((code) => code.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "An IFSC has 11 characters, like HDFC0001234.")),
  bankName: billingText("bank and branch", TEXT_LIMITS.bankName),
  upiId: z
    .string("Enter the UPI id.")
    .trim()
    .max(TEXT_LIMITS.upiId, `At most ${TEXT_LIMITS.upiId} characters.`)
    .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, "A UPI id looks like arivutech@hdfcbank."),
  /**
   * Until the company enters batches, the calendar's generated ones take bookings with this many
   * seats each. Content stored before it was editable takes the default.
   */
  defaultSeats: batchSchema.shape.seats.default(DEFAULT_SEATS),
});

export const heroTextSchema = heroSlideSchema.pick({
  supertitle: true,
  title: true,
  subtitle: true,
  ctaText: true,
});

export const siteContentSchema = z
  .object({
    batches: z.array(batchSchema).max(LIST_LIMITS.batches, listFullMessage("batches")),
    courses: z.array(courseFeeSchema).min(1),
    tracks: z.array(trackSchema).min(1),
    offer: offerSchema,
    faqs: z
      .array(faqItemSchema)
      .min(1)
      .max(LIST_LIMITS.faqs, listFullMessage("faqs"))
      .superRefine((list, ctx) => {
        const twice = duplicateIds(list);
        if (twice.length)
          ctx.addIssue({
            code: "custom",
            message: `FAQ ids must be unique: ${twice.map((id) => `"${id}"`).join(", ")} ${twice.length > 1 ? "are" : "is"} used more than once.`,
          });
      }),
    testimonials: z
      .array(testimonialSchema)
      .min(1)
      .max(LIST_LIMITS.testimonials, listFullMessage("testimonials")),
    contact: contactDetailsSchema,
    billing: billingSchema,
    hero: z.array(heroTextSchema).length(3),
  })
  .superRefine(({ courses, tracks }, ctx) => {
    for (const problem of trackProblems(courses, tracks)) ctx.addIssue({ code: "custom", message: problem });
    for (const course of courses) {
      const problem = depositProblem(course);
      if (problem) ctx.addIssue({ code: "custom", message: `${course.id}: ${problem}` });
    }
  });

/** The ids that more than one item has, each once. */
export function duplicateIds(items: readonly { id: string }[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { id } of items) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/** Every course in a known track, and no track left without a course. */
export function trackProblems(courses: CourseFee[], tracks: Track[]): string[] {
  const problems: string[] = [];
  for (const c of courses)
    if (!tracks.some((t) => t.id === c.track)) problems.push(`${c.id} is in no known price track.`);
  for (const t of tracks)
    if (!courses.some((c) => c.track === t.id)) problems.push(`${t.title} has no course left.`);
  return problems;
}

export type Batch = z.infer<typeof batchSchema>;
export type CourseFee = z.infer<typeof courseFeeSchema>;
export type Track = z.infer<typeof trackSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
export type Billing = z.infer<typeof billingSchema>;
export type HeroText = z.infer<typeof heroTextSchema>;
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteContentPart = keyof SiteContent;
