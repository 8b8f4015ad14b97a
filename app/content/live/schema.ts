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
  testimonialSchema,
} from "#app/content/schema.ts";

export const BATCH_MODES = ["classroom", "online", "hybrid"] as const;
export const BATCH_TIMINGS = ["weekday", "weekend"] as const;
export const BATCH_STATUSES = ["open", "filling-fast", "full"] as const;

/** A batch the company runs: it replaces the generated schedule once one is entered. */
export const batchSchema = z.object({
  courseId: z.string().trim().min(1, "Choose a course."),
  startDate: z.iso.date("Enter the start date."),
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

/** A course's fee and duration (its other text stays in app/content/courses.ts). */
export const courseFeeSchema = z.object({
  id: courseSchema.shape.id,
  price: courseSchema.shape.price,
  duration: courseSchema.shape.duration,
});

export const offerSchema = z.object({
  enabled: z.boolean(),
  /** Shown after "N% OFF - ". */
  text: z.string().trim().min(1, "Enter the banner's text.").max(60, "At most 60 characters."),
  percent: z.coerce
    .number("Enter the percentage.")
    .int("A whole number.")
    .min(1, "At least 1%.")
    .max(90, "At most 90%."),
  /** The last day it shows (IST); none: until turned off. */
  endsOn: z.union([z.literal(""), z.iso.date("Enter a date or leave it empty.")]),
});

export const contactDetailsSchema = z.object({
  phone: brandSchema.shape.phone,
  whatsappNumber: brandSchema.shape.whatsappNumber,
  email: brandSchema.shape.email,
  street: brandSchema.shape.address.shape.street,
  locality: brandSchema.shape.address.shape.locality,
  region: brandSchema.shape.address.shape.region,
  postalCode: brandSchema.shape.address.shape.postalCode,
  officeHours: contactSchema.shape.officeHours,
});

export const heroTextSchema = heroSlideSchema.pick({
  supertitle: true,
  title: true,
  subtitle: true,
  ctaText: true,
});

export const siteContentSchema = z.object({
  batches: z.array(batchSchema),
  courses: z.array(courseFeeSchema).min(1),
  offer: offerSchema,
  faqs: z
    .array(faqItemSchema)
    .min(1)
    .refine((list) => new Set(list.map((f) => f.id)).size === list.length, "FAQ ids must be unique"),
  testimonials: z.array(testimonialSchema).min(1),
  contact: contactDetailsSchema,
  hero: z.array(heroTextSchema).length(3),
});

export type Batch = z.infer<typeof batchSchema>;
export type CourseFee = z.infer<typeof courseFeeSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
export type HeroText = z.infer<typeof heroTextSchema>;
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteContentPart = keyof SiteContent;
