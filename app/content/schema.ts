/**
 * Zod schemas for every piece of site content. Content files import only the
 * inferred types (`import type`), so zod never reaches the browser; the schemas
 * are checked at build time by scripts/check-content.ts and in content.test.ts.
 */
import { z } from "zod";
import { phoneLinks } from "#common/phone-links.ts";
import { readFee, type FeeProblem } from "./course-rules";
import { TEXT_LIMITS } from "./limits";

const text = z.string().trim().min(1, "This cannot be empty.");
/** A text the company edits: not empty, and at most `max` characters. */
const limited = (max: number) => text.max(max, `At most ${max.toLocaleString("en-IN")} characters.`);
/** Internal path ("/x/y#z") or absolute https URL. */
const href = z.string().regex(/^(\/|https:\/\/|mailto:|tel:)/, "must be a path or an https/mailto/tel URL");

export const imageSchema = z.object({
  /** Path under /images without extension; the picture component adds .avif/.webp. */
  src: z.string().regex(/^\/images\/[a-z0-9-]+$/),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const heroSlideSchema = z.object({
  supertitle: limited(TEXT_LIMITS.heroSupertitle),
  title: limited(TEXT_LIMITS.heroTitle),
  subtitle: limited(TEXT_LIMITS.heroSubtitle),
  ctaText: limited(TEXT_LIMITS.heroCtaText),
  ctaLink: href,
  image: imageSchema,
});

export const testimonialSchema = z.object({
  name: limited(TEXT_LIMITS.testimonialName),
  title: limited(TEXT_LIMITS.testimonialTitle),
  quote: limited(TEXT_LIMITS.testimonialQuote),
});

export const faqCategorySchema = z.enum(["Training", "AI Services", "Business Services"]);
/** An FAQ answer as the pages and the chat show it: its paragraphs with an empty line between. */
export const faqAnswerText = (answer: string | readonly string[]) =>
  typeof answer === "string" ? answer : answer.join("\n\n");
const answerTooLong = `At most ${TEXT_LIMITS.faqAnswer.toLocaleString("en-IN")} characters, counting the empty lines between paragraphs.`;
export const faqItemSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, "Lower-case letters, digits and hyphens only.")
    .max(TEXT_LIMITS.faqId, `At most ${TEXT_LIMITS.faqId} characters.`),
  question: limited(TEXT_LIMITS.faqQuestion),
  answer: z
    .union([text, z.array(text).min(1)])
    .refine((answer) => faqAnswerText(answer).length <= TEXT_LIMITS.faqAnswer, answerTooLong),
  category: faqCategorySchema,
});

/** Why a fee text is refused, one message each (the editor shows it under the fee). */
export const feeMessages: Record<FeeProblem, string> = {
  shape: "Write a fee like ₹18,500, a range like ₹45,000 - ₹55,000, or Contact for Pricing.",
  digits: "Write the amount in digits, with commas in their places, like ₹18,500 or ₹1,20,000.",
  zero: "A fee is more than ₹0: for a course on request, write Contact for Pricing.",
  tooHigh: "At most ₹10,00,000: check the number of digits.",
  rangeOrder: "Write the range with the lower fee first, like ₹45,000 - ₹55,000.",
  rangeSame: "Both ends of the range are the same fee: write it once.",
};

export const courseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  /** "₹12,000", "₹45,000 - ₹55,000" or "Contact for Pricing". */
  price: z
    .string(feeMessages.shape)
    .trim()
    .max(TEXT_LIMITS.fee, feeMessages.shape)
    .superRefine((price, ctx) => {
      const fee = readFee(price);
      if ("problem" in fee) ctx.addIssue({ code: "custom", message: feeMessages[fee.problem] });
    }),
  note: text.optional(),
  duration: z
    .string()
    .max(TEXT_LIMITS.duration, "Write a duration like 8 weeks, 3-4 months or 5 days.")
    .regex(/^\d+(-\d+)? (days?|weeks?|months?)$/, "Write a duration like 8 weeks, 3-4 months or 5 days."),
  level: z.enum(["Foundation", "Professional", "Expert", "Specialist", "Leadership"]),
  summary: text,
  prerequisites: z.array(text).min(1),
  curriculum: z.array(text).min(3),
});
export const courseSubgroupSchema = z.object({ title: text, courses: z.array(courseSchema).min(1) });
export const courseGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  description: text,
  subgroups: z.array(courseSubgroupSchema).min(1),
});

export const serviceCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** lucide-react icon name, e.g. "Bot". */
  iconClass: text,
  title: text,
  description: text,
  examples: z.array(text).optional(),
  demoLink: href.optional(),
});

/** Benefit, feature, process-step and methodology cards share one shape. */
export const infoCardSchema = z.object({ iconClass: text, title: text, description: text });

export const socialLinkSchema = z.object({
  network: z.enum(["Facebook", "X", "Instagram", "LinkedIn", "YouTube", "WhatsApp"]),
  href: z.string().url(),
  ariaLabel: text,
  icon: text,
  /** Tailwind class applied on hover, e.g. "hover:text-[#1877F2]". */
  hoverColor: text,
});

export const navSubItemSchema = z.object({ href, label: text, demo: z.boolean().optional() });
export const navItemSchema = z.object({
  href,
  label: text,
  subItems: z.array(navSubItemSchema).optional(),
  mega: z.boolean().optional(),
});

export const searchCategorySchema = z.enum([
  "Main Service",
  "AI Service",
  "Training Course",
  "Information",
  "IT Service",
  "Digital Service",
  "Company",
  "FAQ",
]);
export const searchEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  content: text,
  keywords: z.string(),
  category: searchCategorySchema,
});

export const brandSchema = z.object({
  productName: text,
  shortName: text,
  legalName: text.regex(/Private Limited$/),
  tagline: text,
  description: text,
  email: z
    .email("Enter an email address like info@arivutech.in.")
    .max(TEXT_LIMITS.email, `At most ${TEXT_LIMITS.email} characters.`),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{8,20}$/, "Enter a phone number like +91 44 4850 2700.")
    .refine((p) => phoneLinks(p) !== undefined, "Enter a phone number like +91 44 4850 2700."),
  whatsappNumber: z.string().regex(/^\d{10,15}$/, "Digits only, with the country code, like 919884012345."),
  address: z.object({
    street: limited(TEXT_LIMITS.street),
    locality: limited(TEXT_LIMITS.locality),
    city: z.literal("Chennai"),
    region: limited(TEXT_LIMITS.region),
    postalCode: z.string().regex(/^\d{6}$/, "A 6-digit PIN code."),
    country: z.literal("IN"),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  ccnaSyllabusUrl: z.string().url(),
  responsePromise: text,
});

export type Image = z.infer<typeof imageSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type Course = z.infer<typeof courseSchema>;
export type CourseSubgroup = z.infer<typeof courseSubgroupSchema>;
export type CourseGroup = z.infer<typeof courseGroupSchema>;
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export type InfoCard = z.infer<typeof infoCardSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type NavSubItem = z.infer<typeof navSubItemSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type SearchCategory = z.infer<typeof searchCategorySchema>;
export type SearchEntry = z.infer<typeof searchEntrySchema>;
export type Brand = z.infer<typeof brandSchema>;

/** The contact block (on /contact, /introduction and /ai-solutions). */
export const contactSchema = z.object({
  heading: text,
  intro: text,
  officeHours: limited(TEXT_LIMITS.officeHours),
  responsePromise: text.regex(/24-48 business hours/),
  whatsappMessage: text,
  emailSubject: text,
});

/** About page (/introduction). */
export const companySchema = z.object({
  headerIntro: text,
  story: z.array(text).min(1),
  about: z.object({
    title: text,
    paragraphs: z.array(text).min(1),
    highlights: z.array(z.object({ value: text, label: text })).min(2),
  }),
  whyPartner: z.array(infoCardSchema).length(4),
});

const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  paragraphs: z.array(text).min(1),
  points: z.array(text).optional(),
});
const legalDocumentSchema = z.object({
  id: z.enum(["privacy", "terms"]),
  title: text,
  summary: text,
  sections: z.array(legalSectionSchema).min(3),
});
/** Privacy policy and terms (/legal). */
export const legalSchema = z.object({
  placeholderNotice: text,
  /** ISO date (YYYY-MM-DD) the texts were last revised. */
  lastUpdated: z.iso.date(),
  documents: z.tuple([legalDocumentSchema, legalDocumentSchema]),
  changeNotice: text.regex(/30 days/),
});

export type Company = z.infer<typeof companySchema>;
export type Contact = z.infer<typeof contactSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type Legal = z.infer<typeof legalSchema>;

/** A tile linking to another page, e.g. the explore-services grid. */
export const linkTileSchema = z.object({ href, iconClass: text, title: text, description: text });

/** An interactive demo: its own route and the services page that describes it. */
export const demoInfoSchema = z.object({
  id: z.enum(["warranty-bot", "log-analyzer", "document-qa", "content-generator"]),
  title: text,
  description: text,
  path: z.string().regex(/^\/ai-solutions\/demo-[a-z-]+$/),
  /** The service card this demo illustrates ("/ai-solutions/x#card-id"). */
  servicePath: z.string().regex(/^\/ai-solutions\/[a-z-]+#[a-z0-9-]+$/),
  serviceLabel: text,
  production: z.array(text).min(2),
});

/** A sample record of the warranty lookup demo. */
export const warrantyRecordSchema = z.object({
  serial: z.string().regex(/^[A-Z0-9-]+$/),
  productName: text,
  status: z.enum(["Active", "Expired"]),
  purchaseDate: z.iso.date(),
  expiryDate: z.iso.date(),
});

export type LinkTile = z.infer<typeof linkTileSchema>;
export type DemoInfo = z.infer<typeof demoInfoSchema>;
export type DemoId = DemoInfo["id"];
export type WarrantyRecord = z.infer<typeof warrantyRecordSchema>;

/** One section of a service page: an anchor id, a heading and what it shows. */
const serviceSectionHead = { id: z.string().regex(/^[a-z0-9-]+$/), title: text, intro: text.optional() };
export const serviceSectionSchema = z.discriminatedUnion("kind", [
  z.object({ ...serviceSectionHead, kind: z.literal("services"), cards: z.array(serviceCardSchema).min(1) }),
  z.object({
    ...serviceSectionHead,
    kind: z.literal("info"),
    cards: z.array(infoCardSchema).min(1),
    numbered: z.boolean().optional(),
    columns: z.literal(3).optional(),
  }),
  z.object({ ...serviceSectionHead, kind: z.literal("tiles"), tiles: z.array(linkTileSchema).min(1) }),
  z.object({ ...serviceSectionHead, kind: z.literal("paragraphs"), paragraphs: z.array(text).min(1) }),
  /** Filled by the page's route: live demos, an FAQ. */
  z.object({ ...serviceSectionHead, kind: z.literal("slot") }),
]);

/**
 * An AI Solutions or IT & Digital Solutions page, drawn by ServicePage
 * (app/components/site/service-page.tsx). `title`, `description` and `path` are its meta too;
 * sections come in page order, every second one shaded.
 */
export const servicePageSchema = z.object({
  path: z.string().regex(/^\/[a-z/-]+$/),
  title: text,
  description: text,
  /** The header's line above the h1, and the paragraph under it. */
  eyebrow: text,
  lead: text,
  sections: z
    .array(serviceSectionSchema)
    .min(1)
    .refine((list) => new Set(list.map((x) => x.id)).size === list.length, "section ids must be unique")
    .refine((list) => list.filter((x) => x.kind === "slot").length <= 1, "one slot at most"),
  /** The closing call to action that leads to the enquiry form. */
  cta: z.object({ title: text, text, label: text }).optional(),
});

export type ServiceSection = z.infer<typeof serviceSectionSchema>;
export type ServicePageContent = z.infer<typeof servicePageSchema>;

/** Home page: core expertise cards, the about section and its leadership card. */
export const expertiseCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  iconClass: text,
  title: text,
  description: text,
  highlights: z.array(text).min(2),
  href,
});
export const leaderSchema = z.object({
  name: text,
  title: text,
  credential: text,
  bio: text,
  image: imageSchema,
});
export const homeAboutSchema = z.object({
  title: text,
  paragraphs: z.array(text).min(1),
  stats: z.array(z.object({ value: text, label: text })).min(3),
  leader: leaderSchema,
});

export type ExpertiseCard = z.infer<typeof expertiseCardSchema>;
export type Leader = z.infer<typeof leaderSchema>;
export type HomeAbout = z.infer<typeof homeAboutSchema>;

export const footerColumnSchema = z.object({ title: text, links: z.array(navSubItemSchema).min(1) });
/** One of the three main areas, as summarised at the end of pages. */
export const areaSummarySchema = z.object({ href, label: text, iconClass: text, description: text });
export type FooterColumn = z.infer<typeof footerColumnSchema>;
export type AreaSummary = z.infer<typeof areaSummarySchema>;

/** A pricing track on the plans & pricing page: a named set of catalogue courses. */
export const priceTrackSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: limited(TEXT_LIMITS.trackTitle),
  description: limited(TEXT_LIMITS.trackDescription),
  courseIds: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
});
export type PriceTrack = z.infer<typeof priceTrackSchema>;

/** A short sample document (the HR leave policy of the document Q&A demo). */
export const policyDocumentSchema = z.object({
  title: text,
  sections: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;
