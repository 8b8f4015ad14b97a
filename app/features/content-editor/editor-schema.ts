/**
 * The forms of /admin/content, checked in the action (and in the browser once loaded) by the
 * schemas that check app/content at build time, plus what only an edit can get wrong: a batch
 * in the past, or a course or price track the site does not have.
 */
import { z } from "zod";
import {
  batchSchema,
  billingSchema,
  contactDetailsSchema,
  depositProblem,
  courseFeeSchema,
  heroTextSchema,
  offerSchema,
  trackSchema,
} from "#app/content/live/schema.ts";
import { faqItemSchema, testimonialSchema } from "#app/content/schema.ts";
import { PARTS, type Part } from "./parts";

export type EditContext = { courseIds: readonly string[]; trackIds: readonly string[]; todayIst: string };

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const lines = (text: unknown) =>
  String(text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A new FAQ's id (its link anchor) from its question; the drafts store adds "-2", "-3"… should another have it. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 48) || "faq";

/** Each part's form: its text values in, the stored item out. */
export function partSchema(part: Part, { courseIds, trackIds, todayIst }: EditContext): z.ZodType {
  const inCatalogue = (id: string) => courseIds.includes(id);
  const unknownCourse = "Choose a course from the catalogue.";
  switch (part) {
    case "batches":
      return batchSchema.extend({
        courseId: batchSchema.shape.courseId.refine(inCatalogue, unknownCourse),
        startDate: batchSchema.shape.startDate.refine(
          (d) => d >= todayIst,
          "A new batch cannot start in the past.",
        ),
      });
    case "courses":
      return courseFeeSchema
        .extend({
          id: courseFeeSchema.shape.id.refine(inCatalogue, unknownCourse),
          track: z
            .string("Choose a price track.")
            .refine((id) => trackIds.includes(id), "Choose a price track."),
        })
        .superRefine((course, ctx) => {
          const problem = depositProblem(course);
          if (problem) ctx.addIssue({ code: "custom", path: ["deposit"], message: problem });
        });
    case "tracks":
      // The five tracks stay (the page speaks of five); their words change.
      return trackSchema.extend({
        id: trackSchema.shape.id.refine(
          (id) => trackIds.includes(id),
          "That price track is not one of the site's.",
        ),
      });
    case "offer":
      return z.preprocess(
        (v) => ({ ...(v as object), enabled: (v as Record<string, unknown>).enabled === "on" }),
        offerSchema,
      );
    case "faqs":
      return z.preprocess((v) => {
        const values = v as Record<string, string>;
        const answer = paragraphs(values.answer ?? "");
        return {
          ...values,
          id: values.id || slug(values.question ?? ""),
          answer: answer.length > 1 ? answer : (answer[0] ?? ""),
        };
      }, faqItemSchema);
    case "testimonials":
      return testimonialSchema;
    case "contact":
      return z.preprocess(
        (v) => ({ ...(v as object), phones: lines((v as Record<string, unknown>).phones) }),
        contactDetailsSchema,
      );
    case "billing":
      return billingSchema;
    case "hero":
      return heroTextSchema;
  }
}

const index = z.coerce.number().int().min(0).optional();

/** What every post says: which action, on which part and item, opened as `base`. */
export const editHeadSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), part: z.enum(PARTS), index, base: z.string().default("") }),
  z.object({
    intent: z.literal("remove"),
    part: z.enum(PARTS),
    index: z.coerce.number().int().min(0),
    base: z.string(),
  }),
  z.object({
    intent: z.enum(["up", "down"]),
    part: z.enum(PARTS),
    index: z.coerce.number().int().min(0),
    base: z.string(),
  }),
  z.object({
    intent: z.literal("publish"),
    note: z.string().trim().max(200, "At most 200 characters.").default(""),
  }),
  z.object({ intent: z.literal("discard") }),
  z.object({ intent: z.literal("rollback"), version: z.coerce.number().int().min(0) }),
]);
export type EditHead = z.infer<typeof editHeadSchema>;
