/** Checks every content module against its schema; used by the build and by content.test.ts. */
import { z } from "zod";
import * as s from "./schema";
import { brand } from "./brand";
import { socialLinks } from "./social";
import { mainNav, footerColumns, mainAreas } from "./navigation";
import { heroSlides, expertiseCards, homeAbout } from "./home";
import { testimonials } from "./testimonials";
import { faqs } from "./faqs";
import { company } from "./company";
import { contact } from "./contact";
import { legal } from "./legal";
import { buildSearchIndex } from "./search";
import { seedContent } from "./live/seed";
import * as services from "./services";
import { warrantyRecords } from "#app/features/demos/warranty/warranty-records.ts";
import * as training from "./training";
import { courseGroups, priceTracks, pricingInclusions, programSections } from "./courses";
import { catalogueProblems } from "./course-rules";
import { hrPolicy } from "./hr-policy";

type Check = [name: string, schema: z.ZodType, value: unknown];

/** The catalogue: schema per course (level enum, price and duration formats) plus range and coverage rules. */
const courseCatalogueSchema = z
  .array(s.courseGroupSchema)
  .length(4)
  .superRefine((groups, ctx) => {
    for (const message of catalogueProblems(groups, priceTracks, programSections))
      ctx.addIssue({ code: "custom", message });
  });

const checks: Check[] = [
  ["heroSlides", z.array(s.heroSlideSchema).length(3), heroSlides],
  ["expertiseCards", z.array(s.expertiseCardSchema).length(3), expertiseCards],
  ["homeAbout", s.homeAboutSchema, homeAbout],
  ["testimonials", z.array(s.testimonialSchema).length(4), testimonials],
  [
    "faqs",
    z
      .array(s.faqItemSchema)
      .length(12)
      .refine((list) => new Set(list.map((f) => f.id)).size === list.length, "faq ids must be unique")
      .refine(
        (list) => s.faqCategorySchema.options.every((c) => list.some((f) => f.category === c)),
        "every FAQ category needs an item",
      ),
    faqs,
  ],
  ["brand", s.brandSchema, brand],
  ["socialLinks", z.array(s.socialLinkSchema).length(6), socialLinks],
  ["mainNav", z.array(s.navItemSchema).min(1), mainNav],
  ["footerColumns", z.array(s.footerColumnSchema).length(4), footerColumns],
  ["mainAreas", z.array(s.areaSummarySchema).length(3), mainAreas],
  ["company", s.companySchema, company],
  ["contact", s.contactSchema, contact],
  ["legal", s.legalSchema, legal],
  [
    "searchIndex",
    z
      .array(s.searchEntrySchema)
      .min(25)
      .max(30)
      .refine((list) => new Set(list.map((e) => e.id)).size === list.length, "search ids must be unique"),
    buildSearchIndex(seedContent()),
  ],
  [
    "services.cards",
    z
      .array(s.serviceCardSchema)
      .refine(
        (list) => new Set(list.map((c) => c.id)).size === list.length,
        "service card ids must be unique",
      ),
    [
      ...services.automationServices,
      ...services.intelligenceServices,
      ...services.platformServices,
      ...services.strategyServices,
      ...services.infrastructureServices,
      ...services.digitalServices,
      ...services.hostingServices,
    ],
  ],
  [
    "services.infoCards",
    z.array(s.infoCardSchema),
    [
      ...services.aiBenefits,
      ...services.automationProcess,
      ...services.intelligenceBenefits,
      ...services.platformBenefits,
      ...services.strategyProcess,
      ...services.itBenefits,
      ...services.infrastructureLifecycle,
      ...services.digitalProcess,
      ...services.hostingBenefits,
    ],
  ],
  ["services.linkTiles", z.array(s.linkTileSchema), [...services.aiExplore, ...services.itExplore]],
  [
    "services.pages",
    z.array(s.servicePageSchema).length(9),
    [
      services.aiPage,
      services.automationPage,
      services.intelligencePage,
      services.platformsPage,
      services.strategyPage,
      services.itPage,
      services.infrastructurePage,
      services.digitalPage,
      services.hostingPage,
    ],
  ],
  ["services.demos", z.array(s.demoInfoSchema).length(4), Object.values(services.demos)],
  ["warrantyRecords", z.array(s.warrantyRecordSchema).length(3), Object.values(warrantyRecords)],
  ["training.verticals", z.array(s.linkTileSchema).length(3), training.trainingVerticals],
  ["training.benefits", z.array(s.infoCardSchema).length(4), training.trainingBenefits],
  ["training.explore", z.array(s.linkTileSchema).length(6), training.trainingExplore],
  ["training.b2bBenefits", z.array(s.infoCardSchema).length(6), training.b2bBenefits],
  ["training.b2bProcess", z.array(s.infoCardSchema).length(4), training.b2bProcess],
  ["training.b2bExpertise", z.array(s.infoCardSchema).length(8), training.b2bExpertise],
  ["training.labFeatures", z.array(s.infoCardSchema).length(4), training.labFeatures],
  ["training.methodology", z.array(s.infoCardSchema).length(4), training.trainingMethodology],
  ["courseGroups", courseCatalogueSchema, courseGroups],
  ["priceTracks", z.array(s.priceTrackSchema).min(1), priceTracks],
  ["pricingInclusions", z.array(s.infoCardSchema).length(6), pricingInclusions],
  ["hrPolicy", s.policyDocumentSchema, hrPolicy],
];

export function validateContent(): string[] {
  const problems: string[] = [];
  for (const [name, schema, value] of checks) {
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${name}.${issue.path.join(".")}: ${issue.message}`);
    }
  }
  return problems;
}
